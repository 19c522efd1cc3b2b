import { screen, within } from '@testing-library/react';
import { CONTACT_EMAIL, CONTACT_PHONE, OPENING_HOURS } from 'shared/site';
import { contactWords } from '../../contact-page/words';
import { renderWithWords } from '../../testing/render-with-words';
import { ContactDetails } from './contact-details';
import { OpeningHours } from './opening-hours';

describe('ContactDetails', () => {
  it('shows the Ahmedabad address and callable, mailable links', () => {
    renderWithWords(<ContactDetails />);
    expect(screen.getByText(/Ahmedabad, Gujarat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT_PHONE.display })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91/));
    expect(screen.getByRole('link', { name: CONTACT_EMAIL.display })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});

describe('OpeningHours', () => {
  it('reads as rows of days and hours, in order', () => {
    renderWithWords(<OpeningHours />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Monday to Friday9:00 AM - 8:00 PM', 'Saturday10:00 AM - 5:00 PM', 'SundayClosed']);
    expect(screen.getByRole('rowheader', { name: 'Sunday' })).toBeInTheDocument();
  });
});

describe('the contact details and hours in Hindi and Gujarati', () => {
  beforeAll(() => Promise.all([contactWords.prepare('hi'), contactWords.prepare('gu')]));

  it('says in English exactly the hours the footer and the structured data say (shared/site)', () => {
    renderWithWords(<OpeningHours />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(OPENING_HOURS.map((row) => `${row.days}${row.hours}`));
  });

  it('reads the hours in Gujarati and the details in Hindi, the address as the footer writes it', () => {
    const gu = renderWithWords(<OpeningHours />, { locale: 'gu' });
    expect(screen.getByRole('heading', { name: 'ઓફિસનો સમય' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['સોમવારથી શુક્રવારસવારે 9:00 - રાત્રે 8:00', 'શનિવારસવારે 10:00 - સાંજે 5:00', 'રવિવારબંધ']);
    gu.unmount();
    renderWithWords(<ContactDetails />, { locale: 'hi' });
    expect(screen.getByRole('heading', { name: 'हमसे बात करें' })).toBeInTheDocument();
    expect(screen.getByText('हमें कॉल करें')).toBeInTheDocument();
    expect(screen.getByText('चौथी मंज़िल, शिवालिक शिल्प')).toBeInTheDocument();
    expect(screen.getByText('अहमदाबाद, गुजरात 380015')).toBeInTheDocument();
    expect(screen.getByText('भारत')).toBeInTheDocument();
    expect(screen.queryByText(/Ahmedabad|Floor|India/)).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { CONTACT_EMAIL, CONTACT_PHONE } from 'shared/site';
import { renderWithSite } from 'shared/test';
import { ContactDetails } from './contact-details';
import { OpeningHours } from './opening-hours';

describe('ContactDetails', () => {
  it('shows the Ahmedabad address and callable, mailable links', () => {
    renderWithSite(<ContactDetails />);
    expect(screen.getByText(/Ahmedabad, Gujarat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT_PHONE.display })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91/));
    expect(screen.getByRole('link', { name: CONTACT_EMAIL.display })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});

describe('OpeningHours', () => {
  it('reads as rows of days and hours, in order', () => {
    renderWithSite(<OpeningHours />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Monday to Friday9:00 AM - 8:00 PM', 'Saturday10:00 AM - 5:00 PM', 'SundayClosed']);
    expect(screen.getByRole('rowheader', { name: 'Sunday' })).toBeInTheDocument();
  });
});

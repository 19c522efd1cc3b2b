import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { faqEntries } from '../../data/faq';
import { FaqAccordion } from './faq-accordion';

/** A question's <summary> (the control), found by its heading. */
const question = (name: RegExp) => screen.getByRole('heading', { level: 3, name }).closest('summary') as HTMLElement;
/** Whether a question's answer is open: its <details>, which the browser exposes as expanded or not. */
const isOpen = (name: RegExp) => (question(name).closest('details') as HTMLDetailsElement).open;

describe('FaqAccordion', () => {
  it('lists the four questions as headings, all closed', () => {
    renderWithSite(<FaqAccordion entries={faqEntries} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(4);
    for (const heading of headings) expect((heading.closest('details') as HTMLDetailsElement).open).toBe(false);
    expect(screen.queryByText(/full refund/)).not.toBeVisible();
  });

  // Enter and Space on a <summary> are the browser's own (jsdom has no such activation): the e2e tests
  // press them; here a click toggles it.
  it('opens and closes an answer', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<FaqAccordion entries={faqEntries} />);
    await user.tab();
    expect(question(/cancellation/i)).toHaveFocus();
    await user.click(question(/cancellation/i));
    expect(isOpen(/cancellation/i)).toBe(true);
    const answer = screen.getByRole('region', { name: /cancellation/i });
    expect(answer).toHaveTextContent('14 or more days before the programme starts, you get a full refund');
    expect(answer).toHaveTextContent('7 to 13 days before the start, you get a 50 percent refund');
    expect(answer).toHaveTextContent('fewer than 7 days before the start, no refund');
    expect(answer).toHaveTextContent('Full payment is required to secure a spot.');
    await user.click(question(/cancellation/i));
    expect(isOpen(/cancellation/i)).toBe(false);
    expect(screen.getByText(/full refund/)).not.toBeVisible();
  });

  it('moves between questions with the arrow, Home and End keys', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<FaqAccordion entries={faqEntries} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(question(/register/i)).toHaveFocus();
    await user.keyboard('{End}');
    expect(question(/school/i)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(question(/cancellation/i)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(question(/school/i)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(question(/cancellation/i)).toHaveFocus();
  });

  it('covers registration, guided tours and school partnerships', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<FaqAccordion entries={faqEntries} />);
    for (const name of [/register/i, /guided tour/i, /school/i]) await user.click(question(name));
    expect(screen.getByRole('region', { name: /register/i })).toHaveTextContent('online, by phone or in person');
    expect(screen.getByRole('region', { name: /guided tour/i })).toHaveTextContent('by appointment');
    expect(screen.getByRole('region', { name: /school/i })).toHaveTextContent('partnership models');
  });
});

describe('FaqAccordion next steps', () => {
  it('links the school partnership answer to the partnership enquiry (issue 40, point 3)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<FaqAccordion entries={faqEntries} />);
    await user.click(question(/school/i));
    expect(screen.getByRole('link', { name: 'Send a partnership enquiry' })).toHaveAttribute('href', '/partnerships');
  });

  it('links the registration answer to the form with that subject chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<FaqAccordion entries={faqEntries} />);
    await user.click(question(/register/i));
    expect(screen.getByRole('link', { name: 'Ask about registration' })).toHaveAttribute(
      'href',
      '/contact?subject=Registration#send-message',
    );
  });
});

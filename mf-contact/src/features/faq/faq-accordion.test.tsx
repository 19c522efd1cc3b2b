import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { faqEntries } from '../../data/faq';
import { FaqAccordion } from './faq-accordion';

const question = (name: RegExp) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  it('lists the four questions, all closed', () => {
    renderWithSite(<FaqAccordion entries={faqEntries} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/full refund/)).not.toBeVisible();
  });

  it('opens and closes an answer with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<FaqAccordion entries={faqEntries} />);
    await user.tab();
    expect(question(/cancellation/i)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question(/cancellation/i)).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: /cancellation/i });
    expect(answer).toHaveTextContent('14 or more days before the programme starts, you get a full refund');
    expect(answer).toHaveTextContent('7 to 13 days before the start, you get a 50 percent refund');
    expect(answer).toHaveTextContent('fewer than 7 days before the start, no refund');
    expect(answer).toHaveTextContent('Full payment is required to secure a spot.');
    await user.keyboard(' ');
    expect(question(/cancellation/i)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /cancellation/i })).not.toBeInTheDocument();
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
  it('links the school partnership answer to the form with that subject chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<FaqAccordion entries={faqEntries} />);
    await user.click(question(/school/i));
    expect(screen.getByRole('link', { name: 'Ask about a school partnership' })).toHaveAttribute(
      'href',
      '/contact?subject=School%20Partnership#send-message',
    );
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { INVALID_EMAIL_MESSAGE, MISSING_EMAIL_MESSAGE } from '../lib';
import { NewsletterBox, checkNewsletterEmail } from './newsletter-box';

describe('checkNewsletterEmail', () => {
  it('requires an address and a valid one', () => {
    expect(checkNewsletterEmail('   ')).toEqual({ kind: 'error', message: MISSING_EMAIL_MESSAGE });
    expect(checkNewsletterEmail('parent@')).toEqual({ kind: 'error', message: INVALID_EMAIL_MESSAGE });
    expect(checkNewsletterEmail(' parent@example.com ')).toEqual({ kind: 'checked', email: 'parent@example.com' });
  });
});

describe('NewsletterBox', () => {
  it('refuses an empty address with an alert and focus on the field, and says plainly that nothing is sent', async () => {
    const user = userEvent.setup();
    renderWithSite(<NewsletterBox />);
    const field = screen.getByRole('textbox', { name: /e-mail address/i });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING_EMAIL_MESSAGE);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('does not send your address anywhere');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { INVALID_EMAIL_MESSAGE } from 'shared/lib';
import { CHOICE_MESSAGE, FIELD_LIMITS, REQUIRED_MESSAGE, TOO_LONG_MESSAGE, checkForm } from './forms';

describe('checkForm', () => {
  it('accepts a contact enquiry, trims it and drops fields the form does not have', () => {
    expect(checkForm('contact', { name: ' Asha ', email: 'asha@example.com ', message: '\nHi\n', back: '/contact', website: '' })).toEqual({
      ok: true,
      values: { name: 'Asha', email: 'asha@example.com', phone: '', subject: '', message: 'Hi' },
    });
  });

  it('gives the spec message for missing fields, one problem per field', () => {
    expect(checkForm('contact', {})).toEqual({
      ok: false,
      messages: [REQUIRED_MESSAGE],
      problems: { name: 'missing', email: 'missing', message: 'missing' },
    });
  });

  it('adds the e-mail, choice and length messages after it, in that order', () => {
    const result = checkForm('contact', { name: '', email: 'x@', subject: 'Refunds', message: 'a'.repeat(FIELD_LIMITS.message + 1) });
    expect(result).toEqual({
      ok: false,
      messages: [REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE, CHOICE_MESSAGE, TOO_LONG_MESSAGE],
      problems: { name: 'missing', email: 'invalid', subject: 'invalid', message: 'too-long' },
    });
  });

  it('refuses a field sent twice (a list) rather than guessing which one was meant', () => {
    const result = checkForm('newsletter', { email: ['a@example.com', 'b@example.com'] });
    expect(result.ok).toBe(false);
  });

  it('checks the waitlist choices against the options offered', () => {
    const request = { name: 'Ravi', email: 'ravi@example.com', grade: 'Grade 7', course: 'Blockzie', plan: 'Basic' };
    expect(checkForm('waitlist', request).ok).toBe(true);
    expect(checkForm('waitlist', { ...request, plan: 'Gold' })).toMatchObject({ ok: false, messages: [CHOICE_MESSAGE] });
    expect(checkForm('waitlist', { ...request, grade: '' })).toMatchObject({ ok: false, messages: [REQUIRED_MESSAGE] });
  });
});

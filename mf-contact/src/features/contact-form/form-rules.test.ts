import { INVALID_EMAIL_MESSAGE, MISSING_EMAIL_MESSAGE } from 'shared/lib';
import { REQUIRED_MESSAGE, validateContactForm } from './contact-check';
import { EMPTY_VALUES, isEmptyForm, type ContactFormValues } from './form-rules';

const filled: ContactFormValues = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  phone: '',
  subject: '',
  message: 'Do you run weekend robotics classes?',
};

describe('validateContactForm', () => {
  it('accepts name, e-mail and message, with phone and subject optional', () => {
    expect(validateContactForm(filled)).toEqual({ ok: true, values: filled });
  });

  it('trims what it accepts', () => {
    const result = validateContactForm({
      ...filled,
      name: '  Asha  ',
      email: ' asha@example.com ',
      phone: ' 98765 43210 ',
      message: '\nHi\n',
    });
    expect(result).toEqual({
      ok: true,
      values: { ...filled, name: 'Asha', email: 'asha@example.com', phone: '98765 43210', message: 'Hi' },
    });
  });

  it('refuses an empty form with the spec message and points at the name first', () => {
    const result = validateContactForm(EMPTY_VALUES);
    expect(result).toEqual({
      ok: false,
      messages: [REQUIRED_MESSAGE],
      problems: { name: 'missing', email: 'missing', message: 'missing' },
      hints: { name: 'Please enter your name.', email: MISSING_EMAIL_MESSAGE, message: 'Please write your message.' },
      firstInvalid: 'name',
    });
  });

  it.each(['name', 'email', 'message'] as const)('treats a whitespace-only %s as missing', (field) => {
    const result = validateContactForm({ ...filled, [field]: '   \t ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.messages).toEqual([REQUIRED_MESSAGE]);
    expect(result.problems).toEqual({ [field]: 'missing' });
    expect(result.firstInvalid).toBe(field);
  });

  it('gives a malformed e-mail its own message', () => {
    const result = validateContactForm({ ...filled, email: 'asha@example' });
    expect(result).toEqual({
      ok: false,
      messages: [INVALID_EMAIL_MESSAGE],
      problems: { email: 'invalid' },
      hints: { email: 'Check this address: part of it seems to be missing.' },
      firstInvalid: 'email',
    });
  });

  it('reports both messages when a field is missing and the e-mail is malformed, focusing the first in page order', () => {
    const result = validateContactForm({ ...filled, email: 'not an email', message: '' });
    expect(result).toEqual({
      ok: false,
      messages: [REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE],
      problems: { email: 'invalid', message: 'missing' },
      hints: { email: 'Check this address: part of it seems to be missing.', message: 'Please write your message.' },
      firstInvalid: 'email',
    });
  });
});

describe('isEmptyForm', () => {
  it('is true only when every field is blank', () => {
    expect(isEmptyForm(EMPTY_VALUES)).toBe(true);
    expect(isEmptyForm({ ...EMPTY_VALUES, phone: '  ' })).toBe(true);
    expect(isEmptyForm({ ...EMPTY_VALUES, subject: 'Support' })).toBe(false);
  });
});

/**
 * A practical e-mail check: one @, something before it, a dotted domain after it, no spaces. It
 * matches what `<input type="email">` accepts closely enough that a visitor never sees two opinions.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address, like name@example.com.';
export const MISSING_EMAIL_MESSAGE = 'Please enter your e-mail address.';

import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['parent@example.com', ' teacher@school.edu.in ', 'a.b+c@d.co'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each(['', '   ', 'plainaddress', 'no@tld', '@example.com', 'two@@example.com', 'sp ace@example.com', 'a@b.'])(
    'refuses %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});

import { composeMailto } from './mailto';

const values = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  phone: '',
  subject: 'Registration',
  message: 'Is there a batch in June?',
} as const;

function parse(href: string) {
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('composeMailto', () => {
  it('addresses the company with the subject and the visitor details in the body', () => {
    const mail = parse(composeMailto('hello@robominds.in', values));
    expect(mail.to).toBe('hello@robominds.in');
    expect(mail.subject).toBe('Website enquiry: Registration from Asha Patel');
    expect(mail.body).toBe('Is there a batch in June?\n\nName: Asha Patel\nE-mail: asha@example.com');
  });

  it('encodes spaces as %20 (mail apps show + literally) and includes a phone when given', () => {
    const href = composeMailto('hello@robominds.in', { ...values, subject: '', phone: '+91 98250 12345' });
    expect(href).not.toContain('+Patel');
    expect(parse(href).subject).toBe('Website enquiry from Asha Patel');
    expect(parse(href).body).toContain('Phone: +91 98250 12345');
  });

  it('keeps very long messages short enough for a mailto link', () => {
    const mail = parse(composeMailto('hello@robominds.in', { ...values, message: 'x'.repeat(5000) }));
    expect(mail.body?.length).toBeLessThanOrEqual(1500);
  });
});

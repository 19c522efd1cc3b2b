import type { ContactFormValues } from './form-rules';

/** Bodies longer than this are cut: some mail apps refuse mailto URLs of more than about 2,000 characters. */
const MAX_BODY_LENGTH = 1500;

/**
 * A mailto: link that carries a submitted message to the company's inbox through the visitor's own
 * mail app. The form itself sends nothing, so this is how a visitor gets what they typed to a person.
 */
export function composeMailto(address: string, values: ContactFormValues): string {
  const subject = `Website enquiry${values.subject ? `: ${values.subject}` : ''} from ${values.name}`;
  const details = [`Name: ${values.name}`, `E-mail: ${values.email}`, ...(values.phone ? [`Phone: ${values.phone}`] : [])];
  let body = `${values.message}\n\n${details.join('\n')}`;
  if (body.length > MAX_BODY_LENGTH) body = `${body.slice(0, MAX_BODY_LENGTH - 1)}…`;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

import { domainToASCII } from 'node:url';
import { isEmailValid } from '@hapi/address';
import addressparser from 'nodemailer/lib/addressparser';

/**
 * E-mail addresses as mail servers read them (issue 38): one parser for every form and the staff
 * sign-in. `@hapi/address` checks one RFC 5321 mailbox, `local@domain` with a dot-atom local part
 * only: no display name, no list, no comment, no quoted local part, so nothing a mail library could
 * read as a different or second recipient (`victim@example.net,a1`, `victim@example.net>,<a2`). The
 * accepted address is normalised once, here: trimmed, NFC, the domain lower-cased and turned to ASCII
 * (IDN, `node:url`'s domainToASCII). That form is what is stored, limited, compared and erased.
 */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim().normalize('NFC');
  const at = text.lastIndexOf('@');
  if (at < 1 || at === text.length - 1) return null;
  const domain = domainToASCII(text.slice(at + 1).toLowerCase());
  if (!domain) return null;
  const address = `${text.slice(0, at)}@${domain}`;
  return isEmailValid(address, { minDomainSegments: 2 }) ? address : null;
}

/** The key two addresses are the same person by: the normal form, lower-cased whole (mailboxes here ignore case). */
export const emailKey = (address: string): string => address.toLowerCase();

/**
 * Every mailbox a mail library would deliver a stored string to (nodemailer's own address parser):
 * how erasure finds rows stored before this parser, such as `victim@example.net,a1`, that still reach
 * the same person. Answers their keys.
 */
export function deliveryKeys(stored: string): string[] {
  const keys: string[] = [];
  const walk = (entries: ReturnType<typeof addressparser>) => {
    for (const entry of entries) {
      if ('group' in entry && entry.group) walk(entry.group);
      else if ('address' in entry && entry.address) {
        const address = normaliseEmail(entry.address);
        if (address) keys.push(emailKey(address));
      }
    }
  };
  walk(addressparser(stored));
  // And every address-shaped run between separators: a broken list (`a@b.net>,<c`) is read differently
  // by different mail libraries, and any of them may deliver to it.
  for (const [run] of stored.matchAll(/[^\s<>,;"'()[\]]+@[^\s<>,;"'()[\]]+/g)) {
    const address = normaliseEmail(run);
    if (address) keys.push(emailKey(address));
  }
  return [...new Set(keys)];
}

import { isContactSubject } from '../../data/subjects';
import { EMPTY_VALUES, isEmptyForm, type ContactFormValues } from './form-rules';

/** sessionStorage key, prefixed with the owner so no other remote's key can collide with it. */
export const DRAFT_STORAGE_KEY = 'mf-contact:draft';
const DRAFT_VERSION = 1;

/** Longest text a draft keeps per field, so a pasted novel cannot fill the storage quota. */
const MAX_FIELD_LENGTH = 10_000;

interface StoredDraft {
  readonly version: typeof DRAFT_VERSION;
  readonly values: ContactFormValues;
}

export function serializeDraft(values: ContactFormValues): string {
  const stored: StoredDraft = { version: DRAFT_VERSION, values };
  return JSON.stringify(stored);
}

/**
 * Reads a stored draft back. Anything it does not recognise (bad JSON, an old shape, a subject that
 * is no longer offered) is ignored field by field or as a whole: a draft must never break the page.
 */
export function parseDraft(raw: string | null): ContactFormValues | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.version !== DRAFT_VERSION || typeof record.values !== 'object' || record.values === null) return null;
  const stored = record.values as Record<string, unknown>;
  const text = (key: string): string => {
    const value = stored[key];
    return typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : '';
  };
  const values: ContactFormValues = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    subject: isContactSubject(stored.subject) ? stored.subject : '',
    message: text('message'),
  };
  return isEmptyForm(values) ? null : values;
}

/** The subset of Storage the draft uses, so tests can pass a fake and a missing storage is survivable. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's sessionStorage, or null where the browser refuses access (some privacy modes throw). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(storage: DraftStorage | null): ContactFormValues | null {
  if (!storage) return null;
  try {
    return parseDraft(storage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Keeps the draft, or removes it once the form is empty. Storage errors (quota) lose the draft, not the page. */
export function saveDraft(storage: DraftStorage | null, values: ContactFormValues): void {
  if (!storage) return;
  try {
    if (isEmptyForm(values)) storage.removeItem(DRAFT_STORAGE_KEY);
    else storage.setItem(DRAFT_STORAGE_KEY, serializeDraft(values));
  } catch {
    // Nothing useful to tell the visitor: the form itself keeps working.
  }
}

export function clearDraft(storage: DraftStorage | null): void {
  saveDraft(storage, EMPTY_VALUES);
}

/**
 * The form's starting values: the stored draft, with a subject asked for by the link winning over
 * the draft's (the link is the newer intent).
 */
export function initialValues(draft: ContactFormValues | null, linkSubject: ContactFormValues['subject'] | null): ContactFormValues {
  const base = draft ?? EMPTY_VALUES;
  return linkSubject ? { ...base, subject: linkSubject } : base;
}

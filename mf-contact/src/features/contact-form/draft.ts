import { browserSessionStorage, createParsedSessionStore, type KeyValueStorage, type SessionStore } from 'shared/lib';
import { EMPTY_VALUES, contactValues, isEmptyForm, type ContactFormValues } from './form-rules';

/** sessionStorage key, prefixed with the owner so no other remote's key can collide with it. */
export const DRAFT_STORAGE_KEY = 'mf-contact:draft';

/**
 * What is stored: the values as typed, whole (no length cap: what a visitor wrote is theirs to keep,
 * and a full storage only means the draft is not kept).
 */
export interface StoredDraft {
  readonly version: 1;
  readonly values: ContactFormValues;
}

export type DraftStore = SessionStore<StoredDraft>;

/**
 * Reads back what sessionStorage held (another version of the site, an extension or a person with dev
 * tools may have written anything there): another version or no values object is no draft; a field
 * that is not text reads as empty and a subject no longer offered as none, keeping the other fields.
 * Checked by hand rather than with a valibot schema (`createSessionStore` of shared/lib):
 * the draft is read on the page's first load, and valibot there cost the contact page about 1.5 KiB
 * gzip of its first-load budget (issue 24); the send check still uses the forms' valibot schema, loaded
 * on the first edit.
 */
export function parseDraft(stored: unknown): StoredDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { version, values } = stored as { version?: unknown; values?: unknown };
  if (version !== 1 || typeof values !== 'object' || values === null) return null;
  const fields = values as Record<string, unknown>;
  return { version: 1, values: contactValues((field) => (typeof fields[field] === 'string' ? (fields[field] as string) : '')) };
}

/** The draft in this tab's sessionStorage (tests pass their own storage). Best effort: a storage that throws costs the draft, never the page. */
export function createDraftStore(storage: () => KeyValueStorage | null = browserSessionStorage): DraftStore {
  return createParsedSessionStore(DRAFT_STORAGE_KEY, parseDraft, storage);
}

/** The stored draft, or null when there is none worth showing. */
export function loadDraft(store: DraftStore): ContactFormValues | null {
  const values = store.load()?.values;
  return values && !isEmptyForm(values) ? values : null;
}

/** Keeps the draft, or removes it once the form is empty. */
export function saveDraft(store: DraftStore, values: ContactFormValues): void {
  if (isEmptyForm(values)) store.clear();
  else store.save({ version: 1, values });
}

/**
 * The form's starting values: the stored draft, with a subject asked for by the link winning over
 * the draft's (the link is the newer intent).
 */
export function initialValues(draft: ContactFormValues | null, linkSubject: ContactFormValues['subject'] | null): ContactFormValues {
  const base = draft ?? EMPTY_VALUES;
  return linkSubject ? { ...base, subject: linkSubject } : base;
}

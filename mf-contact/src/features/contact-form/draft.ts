import * as v from 'valibot';
import { createSessionStore, type KeyValueStorage, type SessionStore } from 'shared/lib';
import { CONTACT_SUBJECTS, type ContactSubject } from '../../data/subjects';
import { EMPTY_VALUES, isEmptyForm, type ContactFormValues } from './form-rules';

/** sessionStorage key, prefixed with the owner so no other remote's key can collide with it. */
export const DRAFT_STORAGE_KEY = 'mf-contact:draft';

/** A field that is not text (an old shape, a hand edit) reads as empty; the other fields are kept. */
const text = v.fallback(v.string(), '');

/**
 * What is stored: the values as typed, whole (no length cap: what a visitor wrote is theirs to keep,
 * and a full storage only means the draft is not kept). A subject no longer offered reads as none.
 */
const draftSchema = v.object({
  version: v.literal(1),
  values: v.object({
    name: text,
    email: text,
    phone: text,
    subject: v.fallback(v.picklist<readonly (ContactSubject | '')[]>(['', ...CONTACT_SUBJECTS]), ''),
    message: text,
  }),
});

export type DraftStore = SessionStore<v.InferOutput<typeof draftSchema>>;

/** The draft in this tab's sessionStorage (tests pass their own storage). */
export function createDraftStore(storage?: () => KeyValueStorage | null): DraftStore {
  return createSessionStore(DRAFT_STORAGE_KEY, draftSchema, storage);
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

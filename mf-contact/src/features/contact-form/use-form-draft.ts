import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createDraftStore, initialValues, loadDraft, saveDraft, type DraftStore } from './draft';
import { EMPTY_VALUES, type ContactField, type ContactFormValues } from './form-rules';
import type { ContactSubject } from '../../data/subjects';

const sessionDraft = createDraftStore();

/**
 * The form's values, kept in sessionStorage as the visitor types, so a reload or a trip to another
 * page and back loses nothing. A subject asked for by the link (`?subject=`) wins over the draft's,
 * but is only stored once the visitor edits something: a link alone is not a draft.
 *
 * The draft is restored after the first render, not in it: the server cannot read this tab's storage,
 * so its HTML has the link's subject alone, and the browser's first render must be the same HTML to
 * hydrate it (React would write the inputs over quietly and leave the select wrong). A layout effect
 * restores it before the browser paints, so a visit within the site shows no empty form either.
 */
export function useFormDraft(linkSubject: ContactSubject | null, store: DraftStore = sessionDraft) {
  const [values, setValues] = useState<ContactFormValues>(() => initialValues(null, linkSubject));
  const edited = useRef(false);

  useLayoutEffect(() => {
    const draft = loadDraft(store);
    // Restoring is not editing, so the draft is not stored again; what the visitor already changed wins.
    if (draft) setValues((current) => (edited.current ? current : initialValues(draft, linkSubject)));
  }, [store, linkSubject]);

  // A link to /contact?subject=... followed while the page is open still picks the subject.
  useEffect(() => {
    if (linkSubject) setValues((current) => (current.subject === linkSubject ? current : { ...current, subject: linkSubject }));
  }, [linkSubject]);

  // Stored from the committed values, so no keystroke is stored from a stale copy of the form.
  useEffect(() => {
    if (edited.current) saveDraft(store, values);
  }, [store, values]);

  // Each change applies to the latest values, never to the copy this render saw.
  const update = useCallback((field: ContactField, value: string) => {
    edited.current = true;
    setValues((current) => ({ ...current, [field]: value }) as ContactFormValues);
  }, []);

  const reset = useCallback(() => {
    edited.current = false;
    saveDraft(store, EMPTY_VALUES);
    setValues(EMPTY_VALUES);
  }, [store]);

  return { values, update, reset } as const;
}

import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { ContactSubject } from '../../../contract/subjects';
import { createDraftStore, initialValues, loadDraft, saveDraft, type DraftStore } from './draft';
import { EMPTY_VALUES, FIELD_ORDER, contactValues, type ContactFormValues } from './form-rules';

const sessionDraft = createDraftStore();

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the form's fields hold now. */
export function readValues(form: HTMLFormElement): ContactFormValues {
  return contactValues((field) => (form.elements.namedItem(field) as Field | null)?.value ?? '');
}

function writeValues(form: HTMLFormElement, values: ContactFormValues): void {
  for (const name of FIELD_ORDER) {
    const field = form.elements.namedItem(name) as Field | null;
    if (field) field.value = values[name];
  }
}

/**
 * The form's fields are the browser's own (uncontrolled): what the server rendered is what the
 * visitor types into, before and after the scripts run, so nothing typed before hydration is wiped.
 * React neither owns nor resets their values; this hook reads and writes them.
 *
 * - On mount: if the fields already differ from what the server rendered (`rendered`), the visitor
 *   typed before the scripts ran: that stays, and becomes the draft. Otherwise the tab's stored draft
 *   is put in, unless the page came back from a script-free post (its values are newer), with a
 *   subject asked for by the link (`?subject=`) winning over the draft's.
 * - Each edit stores the whole form as the draft (sessionStorage), so a reload or a trip to another
 *   page and back loses nothing. A subject that came from the link alone is not stored: a link is not
 *   a draft.
 */
export function useFormDraft(
  formRef: RefObject<HTMLFormElement | null>,
  options: { readonly rendered: ContactFormValues; readonly fromPost: boolean; readonly linkSubject: ContactSubject | null },
  store: DraftStore = sessionDraft,
) {
  const { rendered, fromPost, linkSubject } = options;
  const mounted = useRef(false);

  // After the first render, not in it: the server cannot read this tab's storage, so the browser's
  // first render must be the server's HTML. A layout effect restores before the browser paints.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form || mounted.current) return;
    mounted.current = true;
    const shown = readValues(form);
    if (FIELD_ORDER.some((name) => shown[name] !== rendered[name])) {
      saveDraft(store, shown);
      return;
    }
    if (fromPost) return;
    const draft = loadDraft(store);
    if (draft) writeValues(form, initialValues(draft, linkSubject));
    // Only on mount: later changes are the visitor's, or the link's effect below.
  }, [formRef, rendered, fromPost, linkSubject, store]);

  // A link to /contact?subject=... followed while the page is open still picks the subject.
  useEffect(() => {
    const select = formRef.current?.elements.namedItem('subject') as HTMLSelectElement | null;
    if (linkSubject && select) select.value = linkSubject;
  }, [formRef, linkSubject]);

  const onEdit = useCallback(() => {
    if (formRef.current) saveDraft(store, readValues(formRef.current));
  }, [formRef, store]);

  const reset = useCallback(() => {
    if (formRef.current) writeValues(formRef.current, EMPTY_VALUES);
    saveDraft(store, EMPTY_VALUES);
  }, [formRef, store]);

  const read = useCallback(() => (formRef.current ? readValues(formRef.current) : EMPTY_VALUES), [formRef]);

  return { onEdit, reset, read } as const;
}

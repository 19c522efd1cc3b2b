import { useCallback, useEffect, useMemo, useState } from 'react';
import { clearDraft, initialValues, loadDraft, saveDraft, sessionDraftStorage } from './draft';
import { EMPTY_VALUES, type ContactField, type ContactFormValues } from './form-rules';
import type { ContactSubject } from '../../data/subjects';

/**
 * The form's values, kept in sessionStorage as the visitor types, so a reload or a trip to another
 * page and back loses nothing. A subject asked for by the link (`?subject=`) wins over the draft's,
 * but is only stored once the visitor edits something: a link alone is not a draft.
 */
export function useFormDraft(linkSubject: ContactSubject | null) {
  const storage = useMemo(sessionDraftStorage, []);
  const [values, setValues] = useState<ContactFormValues>(() => initialValues(loadDraft(storage), linkSubject));

  // A link to /contact?subject=... followed while the page is open still picks the subject.
  useEffect(() => {
    if (linkSubject) setValues((current) => (current.subject === linkSubject ? current : { ...current, subject: linkSubject }));
  }, [linkSubject]);

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value } as ContactFormValues;
    setValues(next);
    saveDraft(storage, next);
  };

  const reset = useCallback(() => {
    clearDraft(storage);
    setValues(EMPTY_VALUES);
  }, [storage]);

  return { values, update, reset } as const;
}

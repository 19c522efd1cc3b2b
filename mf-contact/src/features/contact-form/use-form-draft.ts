import { useEffect, useMemo, useState } from 'react';
import { initialValues, loadDraft, saveDraft, sessionDraftStorage } from './draft';
import type { ContactFormValues } from './form-rules';
import type { ContactSubject } from '../../data/subjects';

/**
 * The form's values, kept in sessionStorage as the visitor types, so a reload or a trip to another
 * page and back loses nothing. A subject asked for by the link (`?subject=`) wins over the draft's.
 */
export function useFormDraft(linkSubject: ContactSubject | null) {
  const storage = useMemo(sessionDraftStorage, []);
  const [values, setValues] = useState<ContactFormValues>(() => initialValues(loadDraft(storage), linkSubject));

  // A link to /contact?subject=... followed while the page is open still picks the subject.
  useEffect(() => {
    if (linkSubject) setValues((current) => (current.subject === linkSubject ? current : { ...current, subject: linkSubject }));
  }, [linkSubject]);

  useEffect(() => {
    saveDraft(storage, values);
  }, [storage, values]);

  return [values, setValues] as const;
}

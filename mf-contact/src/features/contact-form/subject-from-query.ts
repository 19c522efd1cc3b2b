import { CONTACT_SUBJECTS, type ContactSubject } from '../../../contract/subjects';

/** Query parameter that preselects the subject: /contact?subject=School%20Partnership. */
export const SUBJECT_PARAM = 'subject';

/**
 * The subject a link asked for, or null. Only the five options count, compared without regard to case
 * or extra spaces, so a hand-typed `?subject=school partnership` still works; anything else is ignored.
 */
export function subjectFromQuery(search: string | URLSearchParams): ContactSubject | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(SUBJECT_PARAM);
  if (raw === null) return null;
  const wanted = raw.replace(/\s+/g, ' ').trim().toLowerCase();
  return CONTACT_SUBJECTS.find((option) => option.toLowerCase() === wanted) ?? null;
}

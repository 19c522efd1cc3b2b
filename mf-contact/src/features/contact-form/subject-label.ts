import type { Words } from 'shared/i18n';
import type { ContactSubject } from '../../../contract/subjects';

/** A subject's name in the page's language; the value posted and stored stays the spec's English. */
export function subjectLabel(i18n: Words, subject: ContactSubject): string {
  switch (subject) {
    case 'Program Inquiry':
      return i18n._('subject.programInquiry');
    case 'Registration':
      return i18n._('subject.registration');
    case 'School Partnership':
      return i18n._('subject.schoolPartnership');
    case 'Support':
      return i18n._('subject.support');
    case 'Other':
      return i18n._('subject.other');
  }
}

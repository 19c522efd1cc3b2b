import { CONTACT_SUBJECTS } from '../../../contract/subjects';
import { subjectFromQuery } from './subject-from-query';

describe('subjectFromQuery', () => {
  it.each(CONTACT_SUBJECTS)('preselects %s from its encoded form', (subject) => {
    expect(subjectFromQuery(`?subject=${encodeURIComponent(subject)}`)).toBe(subject);
  });

  it('accepts + for spaces, other letter case and stray spaces', () => {
    expect(subjectFromQuery('?subject=School+Partnership')).toBe('School Partnership');
    expect(subjectFromQuery('?subject=%20school%20%20partnership%20')).toBe('School Partnership');
    expect(subjectFromQuery(new URLSearchParams({ subject: 'SUPPORT' }))).toBe('Support');
  });

  it('ignores unknown, empty and missing values', () => {
    expect(subjectFromQuery('?subject=Refunds')).toBeNull();
    expect(subjectFromQuery('?subject=')).toBeNull();
    expect(subjectFromQuery('')).toBeNull();
    expect(subjectFromQuery('?topic=Support')).toBeNull();
  });
});

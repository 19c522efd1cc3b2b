import { checkForm } from './forms';
import { REQUIRED_FIELDS, TEXT_FIELD_LIMITS } from './field-limits';

// The page marks a script-free refusal's fields from these plain tables (no schema on first load); the
// schemas must refuse exactly what they say, or the marks and the server's verdict drift apart.
const FORMS = ['contact', 'registration', 'partnership'] as const;
/** What the page itself puts in the form, never the visitor: the registration's course, from its address. */
const HIDDEN: Readonly<Record<(typeof FORMS)[number], Readonly<Record<string, string>>>> = {
  contact: {},
  registration: { course: 'blockzie' },
  partnership: {},
};

describe.each(FORMS)('the %s form', (form) => {
  it('has the schema refuse exactly the fields the table calls required when everything is empty', () => {
    const check = checkForm(form, HIDDEN[form]);
    expect(check.ok).toBe(false);
    const refused = check.ok ? [] : Object.keys(check.problems);
    expect([...refused].sort()).toEqual([...REQUIRED_FIELDS[form]].sort());
  });

  it.each(Object.entries(TEXT_FIELD_LIMITS[form]))('has the schema hold %s to %i characters', (field, limit) => {
    const problemOf = (length: number) => {
      const check = checkForm(form, { ...HIDDEN[form], [field]: 'a'.repeat(length) });
      return check.ok ? undefined : check.problems[field];
    };
    expect(problemOf(limit + 1)).toBe('too-long');
    expect(problemOf(limit)).not.toBe('too-long');
  });
});

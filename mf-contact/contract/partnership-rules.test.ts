import path from 'node:path';
import { INSTITUTION_KINDS, PARTNERSHIP_LABS, type Locale } from 'shared/contracts';
import { LABS, sitePaths } from 'shared/site';
import { checkForm } from './forms';
import { institutionKindName, kindWords } from './institution-kinds';
import { STUDENTS_MAX, labField, parseStudents, readLabs } from './partnership-rules';
import { words } from './words';
import { pages } from '../src/exposed/pages';

/**
 * The partnership enquiry's rules (issue 40, point 3; decision 062), pure: the number of students,
 * the labs' checkboxes, the whole form's check, and the lab list contract against mf-content's
 * services data, which lists the same eight labs in three languages.
 */

type LabData = { labs: readonly { anchor: string; name: string }[] };
/**
 * mf-content's lab data in each language, read as data by its path (decision 062 allows this one
 * test to read both packages' lists; no bundle of mf-contact ever carries mf-content's code).
 */
const contentLabs = (module: string): LabData => jest.requireActual<LabData>(path.join(__dirname, '../../mf-content/src/data', module));
const content: Record<Locale, LabData> = {
  en: contentLabs('labs'),
  hi: contentLabs('locales/hi/labs'),
  gu: contentLabs('locales/gu/labs'),
};

const valid = {
  institution: 'Shree  Vidya Mandir',
  kind: 'school',
  city: 'Ahmedabad',
  students: '1,200',
  name: 'Meera Shah',
  role: 'Principal',
  phone: '098250 12345',
  email: 'meera@example.com',
  message: '',
  consent: 'yes',
  [labField('robotics-lab')]: 'yes',
  [labField('drone-lab')]: 'yes',
};

beforeAll(() => Promise.all((['hi', 'gu'] as const).flatMap((locale) => [words.prepare(locale), kindWords.prepare(locale)])));

describe('the lab list contract', () => {
  it('names the eight labs of /services, in their order, with the names mf-content shows in each language', () => {
    for (const locale of ['en', 'hi', 'gu'] as const) {
      const shown = content[locale].labs.map((lab) => [lab.anchor, lab.name]);
      expect(PARTNERSHIP_LABS.map((lab) => [lab.id, lab.name[locale]])).toEqual(shown);
    }
    expect(PARTNERSHIP_LABS.map((lab) => lab.id)).toEqual(LABS.map((lab) => lab.anchor));
    expect(PARTNERSHIP_LABS).toHaveLength(8);
  });

  it('publishes the page at the contract address, labelled in three languages', () => {
    expect(pages.partnership.path).toBe(sitePaths.partnerships);
    expect(pages.partnership.label).toBe('Partnership enquiry');
    expect(pages.partnership.labels).toEqual({ hi: 'साझेदारी के लिए पूछताछ', gu: 'ભાગીદારી માટે પૂછપરછ' });
  });
});

describe('number of students', () => {
  it.each([
    ['450', 450],
    [' 1,200 ', 1200],
    ['1,20,000', 120000],
    ['1 000 000', STUDENTS_MAX],
    // As a Hindi or a Gujarati keyboard types them.
    ['१२००', 1200],
    ['૧૨૦૦', 1200],
    ['१,२०,०००', 120000],
    [' ૪૫૦ ', 450],
  ])('reads %j as %d', (raw, count) => expect(parseStudents(raw)).toBe(count));

  it.each(['0', '-5', '12.5', 'many', '1e3', '１２', '1000001', '', '0x10', '०', '१२.५', '१०००००१'])('refuses %j', (raw) =>
    expect(parseStudents(raw)).toBeNull(),
  );
});

describe('labs of interest', () => {
  it('reads the ticked boxes in the contract order, and none at all', () => {
    expect(readLabs({ [labField('drone-lab')]: 'yes', [labField('ai-smart-lab')]: 'yes', name: 'x' })).toEqual({
      ok: true,
      labs: ['ai-smart-lab', 'drone-lab'],
    });
    expect(readLabs({})).toEqual({ ok: true, labs: [] });
  });

  it('refuses a lab that does not exist, and a box sent twice or with another value', () => {
    expect(readLabs({ 'lab-space-lab': 'yes' })).toEqual({ ok: false, field: 'lab-space-lab' });
    expect(readLabs({ [labField('drone-lab')]: ['yes', 'yes'] })).toEqual({ ok: false, field: 'lab-drone-lab' });
    expect(readLabs({ [labField('drone-lab')]: 'on' })).toEqual({ ok: false, field: 'lab-drone-lab' });
  });
});

describe('the partnership check', () => {
  it('accepts a school enquiry: the phone in its normal form, the count as digits, the labs as ids', () => {
    const checked = checkForm('partnership', valid, 'en');
    expect(checked).toEqual({
      ok: true,
      values: expect.objectContaining({
        institution: 'Shree  Vidya Mandir',
        phone: '+919825012345',
        students: '1200',
        labs: ['robotics-lab', 'drone-lab'],
        role: 'Principal',
      }),
    });
  });

  it('refuses a forged kind, with the choice message', () => {
    const checked = checkForm('partnership', { ...valid, kind: 'political-party' }, 'en');
    expect(checked).toMatchObject({ ok: false, problems: { kind: 'invalid' }, messages: ['Please choose one of the options offered.'] });
  });

  it('refuses a forged lab even when every other field is right', () => {
    expect(checkForm('partnership', { ...valid, 'lab-casino': 'yes' }, 'en')).toMatchObject({ ok: false, problems: { labs: 'invalid' } });
  });

  it('refuses a line break in a one-line field, saying so', () => {
    for (const field of ['institution', 'city', 'name', 'role']) {
      const checked = checkForm('partnership', { ...valid, [field]: 'Meera\r\nBcc: evil@example.net' }, 'en');
      expect(checked).toMatchObject({
        ok: false,
        problems: { [field]: 'invalid' },
        messages: ['Please keep the marked field on one line.'],
      });
    }
  });

  it('tells what is missing and what is wrong, in Hindi', () => {
    const checked = checkForm('partnership', { ...valid, institution: '', students: 'many', phone: '12345', consent: '' }, 'hi');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual({ institution: 'missing', students: 'invalid', phone: 'invalid', consent: 'missing' });
    expect(checked.messages).toEqual([
      'कृपया सभी ज़रूरी फ़ील्ड भरें।',
      expect.stringContaining('10'),
      'कृपया विद्यार्थियों की संख्या पूरे अंकों में लिखें, जैसे 450।',
      'कृपया बॉक्स पर सही का निशान लगाकर पुष्टि करें कि आपने सूचना पढ़ ली है और आप उससे सहमत हैं।',
    ]);
  });

  it('refuses a field longer than its limit', () => {
    expect(checkForm('partnership', { ...valid, institution: 'x'.repeat(151) }, 'en')).toMatchObject({
      ok: false,
      problems: { institution: 'too-long' },
    });
  });

  it('names each kind of institution in three languages', () => {
    expect(INSTITUTION_KINDS.map((kind) => institutionKindName(kind, 'en'))).toEqual([
      'School',
      'Trust or NGO',
      'Company (CSR)',
      'Government body',
    ]);
    expect(institutionKindName('school', 'gu')).toBe('શાળા');
    expect(institutionKindName('government', 'hi')).toBe('सरकारी संस्था');
  });
});

import { LABS } from 'shared/site';
import { KNOWLEDGE_VERSION, type FactOf } from 'shared/contracts';
import { checkKnowledge } from 'shared/knowledge';
import { newsSummaries } from '../data/news-articles';
import { TRANSLATION_EXCEPTIONS, knowledgeFile } from './site-knowledge';

const file = knowledgeFile();
const inLanguage = (locale: 'hi' | 'gu') => {
  const set = file.translations.find((t) => t.locale === locale);
  if (!set) throw new Error(`no ${locale} knowledge`);
  return { ...set, byId: (id: string) => set.entries.find((entry) => entry.id === id) };
};
const byId = (id: string) => file.entries.find((entry) => entry.id === id);

describe('knowledge.json of mf-content', () => {
  it("passes the emitter's checks (schema, unique ids, plain text) as mf-content", () => {
    expect(checkKnowledge(file, 'mf-content', TRANSLATION_EXCEPTIONS)).toMatchObject({ ok: true });
    expect(file.version).toBe(KNOWLEDGE_VERSION);
  });

  it("publishes each course's grades and price as a fact", () => {
    const courses = file.facts.filter((fact): fact is FactOf<'course'> => fact.kind === 'course');
    expect(courses.map(({ gradeFrom, gradeTo, priceRupees, path }) => ({ gradeFrom, gradeTo, priceRupees, path }))).toEqual([
      { gradeFrom: 3, gradeTo: 5, priceRupees: 599, path: '/courses/blockzie' },
      { gradeFrom: 6, gradeTo: 8, priceRupees: 499, path: '/courses/iot' },
      { gradeFrom: 9, gradeTo: 12, priceRupees: 99, path: '/courses/ar-link' },
    ]);
  });

  it('publishes the company, its impact figures and the platform tiers as facts', () => {
    expect(file.facts.find((fact) => fact.kind === 'company')).toMatchObject({
      name: 'RoboMinds',
      foundedYear: 2020,
      city: 'Ahmedabad',
      path: '/about',
    });
    const impact = file.facts.find((fact): fact is FactOf<'impact'> => fact.kind === 'impact');
    expect(impact?.figures).toEqual(
      expect.arrayContaining([
        { value: '10,000+', label: 'students taught' },
        { value: '95%', label: 'satisfaction' },
      ]),
    );
    expect(file.facts.find((fact) => fact.kind === 'platform')).toMatchObject({
      launchDate: '2025-05-15',
      tiers: [{ name: 'Basic' }, { name: 'Premium' }, { name: 'Complete' }],
    });
  });

  it('has every course with grade and price in rupees', () => {
    expect(byId('course-blockzie')?.answer).toMatch(/grades 3–5.*₹599 \(599 rupees\)/);
    expect(byId('course-iot')?.answer).toMatch(/grades 6–8.*₹499/);
    expect(byId('course-ar-link')?.answer).toMatch(/grades 9–12.*₹99 .*no reviews yet/);
    expect(byId('course-ar-link')?.path).toBe('/courses/ar-link');
  });

  it('has each of the eight labs with what it teaches and its anchor', () => {
    for (const lab of LABS) {
      const entry = byId(`lab-${lab.anchor}`);
      expect(entry?.path).toBe(`/services#${lab.anchor}`);
      expect(entry?.answer).toContain('Students learn:');
    }
  });

  it('has every headline with its date', () => {
    const news = file.entries.filter((e) => /^news-\d+$/.test(e.id));
    expect(news).toHaveLength(newsSummaries.length);
    expect(byId('news-overview')?.answer).toContain(`${newsSummaries.length} news items`);
    expect(byId('news-1')?.answer).toContain('23 January 2025');
    expect(byId('news-1')?.path).toBe('/news/1');
  });

  it('has the about facts, Smart Anganwadi and the programmes', () => {
    expect(byId('about')?.answer).toMatch(/founded in 2020.*10,000\+ students taught.*500\+ schools.*95% satisfaction/);
    expect(byId('smart-anganwadi')?.path).toBe('/smart-anganwadi');
    expect(byId('programme-school-programs')?.path).toBe('/services#school-programs');
    expect(byId('programme-inclusive-programs')?.path).toBe('/services#inclusive-programs');
    expect(byId('platform')?.answer).toMatch(/15 May 2025.*Basic.*Premium.*Complete/);
  });

  it('fails the check when a Hindi or Gujarati fact or claim is missing, beyond the named exceptions', () => {
    // Without its exceptions the check names the address's floor, which the translations write as a word.
    expect(checkKnowledge(file, 'mf-content')).toMatchObject({ ok: false, error: expect.stringContaining('lacks number 4') });
    const hi = inLanguage('hi');
    const noIot = { ...file, translations: [{ ...hi, facts: hi.facts.filter((f) => f.id !== 'course-iot') }, inLanguage('gu')] };
    expect(checkKnowledge(noIot, 'mf-content', TRANSLATION_EXCEPTIONS)).toMatchObject({
      ok: false,
      error: expect.stringContaining('the fact "course course-iot /courses/iot" is missing'),
    });
  });

  it('publishes the courses in Hindi and Gujarati from the translated data: names kept, prices, grades and reviews', () => {
    const hi = inLanguage('hi');
    const gu = inLanguage('gu');
    expect(hi.byId('course-ar-link')?.answer).toMatch(/^AR Link: .*कक्षा 9–12 .*₹99 \(99 रुपये\).*अभी कोई समीक्षा नहीं।$/);
    expect(gu.byId('course-blockzie')?.answer).toMatch(/^Blockzie: .*ધોરણ 3–5 .*₹599 \(599 રૂપિયા\).*5 માંથી 4\.8 રેટિંગ, 126 સમીક્ષાઓ/);
    const course = (set: typeof hi, id: string) => set.facts.find((f): f is FactOf<'course'> => f.id === id);
    expect(course(hi, 'course-blockzie')).toMatchObject({ priceRupees: 599, gradeFrom: 3, gradeTo: 5, rating: 4.8, reviews: 126 });
    expect(course(gu, 'course-ar-link')).toMatchObject({ priceRupees: 99, rating: null, reviews: 0 });
    expect(course(hi, 'course-iot')?.duration).toBe('10 सप्ताह');
    expect(hi.byId('news-1')?.answer).toMatch(/^23 जनवरी 2025 का समाचार: /);
    expect(gu.byId('news-1')?.answer).toMatch(/^23 જાન્યુઆરી 2025ના સમાચાર: /);
    expect(gu.facts.find((f) => f.kind === 'impact')).toMatchObject({ figures: expect.arrayContaining([{ value: '95%', label: 'સંતોષ' }]) });
    expect(hi.byId('about-partners')?.answer).toMatch(/अनुदान/);
  });

  it('has plain-text answers (no HTML) and site paths', () => {
    for (const entry of file.entries) {
      expect(entry.answer).not.toMatch(/<[a-z]/i);
      expect(entry.path.startsWith('/')).toBe(true);
    }
  });
});

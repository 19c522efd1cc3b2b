import { CONTACT_EMAIL, CONTACT_PHONE, OPENING_HOURS } from 'shared/site';
import { KNOWLEDGE_VERSION, type FactOf } from 'shared/contracts';
import { checkKnowledge } from 'shared/knowledge';
import { faqEntries } from '../data/faq';
import { buildKnowledge } from './build-knowledge';
import { REFUND_RULES, daysOf } from './contact-facts';

describe('buildKnowledge', () => {
  const file = buildKnowledge();
  const byId = (id: string) => file.entries.find((entry) => entry.id === id);

  it("passes the emitter's checks (schema, unique ids, plain text) as mf-contact", () => {
    expect(checkKnowledge(file, 'mf-contact')).toMatchObject({ ok: true });
    expect(file.version).toBe(KNOWLEDGE_VERSION);
  });

  it('publishes the hours of every day as facts, Sunday closed', () => {
    const hours = file.facts.filter((fact): fact is FactOf<'hours'> => fact.kind === 'hours');
    expect(hours.map(({ days, opens, closes }) => ({ days: days.join(','), opens, closes }))).toEqual([
      { days: 'monday,tuesday,wednesday,thursday,friday', opens: '9:00 AM', closes: '8:00 PM' },
      { days: 'saturday', opens: '10:00 AM', closes: '5:00 PM' },
      { days: 'sunday', opens: null, closes: null },
    ]);
    expect(() => daysOf('Someday')).toThrow(/cannot read the days/);
  });

  it('publishes refund rules that say what the FAQ says', () => {
    const faqText = faqEntries.find((entry) => entry.id === 'cancellation-policy')?.answer.join(' ') ?? '';
    expect(REFUND_RULES).toHaveLength(3);
    expect(faqText).toMatch(/14 or more days[^.]*full refund/);
    expect(faqText).toMatch(/7 to 13 days[^.]*50 percent/);
    expect(faqText).toMatch(/fewer than 7 days[^.]*no refund/);
    expect(file.facts.find((fact) => fact.kind === 'refund')).toMatchObject({
      path: '/contact#faq',
      rules: [{ percent: 100 }, { percent: 50 }, { percent: 0 }],
    });
  });

  it('publishes partnership, tour, registration and payment guides and the contact details', () => {
    const guides = file.facts.filter((fact): fact is FactOf<'guide'> => fact.kind === 'guide');
    expect(guides.map((guide) => guide.subject)).toEqual(['partnership', 'tour', 'registration', 'payment']);
    expect(guides.find((guide) => guide.subject === 'payment')?.text).toBe('Full payment is required to secure a spot.');
    expect(file.facts.find((fact) => fact.kind === 'contact')).toMatchObject({
      phone: CONTACT_PHONE.display,
      email: CONTACT_EMAIL.display,
    });
  });

  it('publishes the hours, FAQ and contact details in Hindi and Gujarati as the contact page prints them', () => {
    const set = (locale: string) => file.translations.find((t) => t.locale === locale);
    const hours = (locale: string) =>
      set(locale)?.facts.flatMap((fact) => (fact.kind === 'hours' ? [{ label: fact.label, opens: fact.opens, closes: fact.closes }] : []));
    expect(hours('hi')).toEqual([
      { label: 'सोमवार से शुक्रवार', opens: 'सुबह 9:00', closes: 'रात 8:00' },
      { label: 'शनिवार', opens: 'सुबह 10:00', closes: 'शाम 5:00' },
      { label: 'रविवार', opens: null, closes: null },
    ]);
    expect(hours('gu')?.[2]).toEqual({ label: 'રવિવાર', opens: null, closes: null });
    const refund = set('gu')?.facts.find((fact) => fact.kind === 'refund');
    expect(refund).toMatchObject({ rules: [{ percent: 100 }, { percent: 50 }, { percent: 0 }], text: expect.stringContaining('50 ટકા') });
    expect(set('hi')?.facts.find((fact) => fact.kind === 'contact')).toMatchObject({
      phone: CONTACT_PHONE.display,
      title: 'RoboMinds से संपर्क',
    });
  });

  it('has one hours entry per day group, with the spec hours', () => {
    const hours = file.entries.filter((entry) => entry.topic === 'hours');
    expect(hours).toHaveLength(OPENING_HOURS.length);
    expect(hours.map((entry) => entry.answer).join(' ')).toMatch(/9:00 AM - 8:00 PM[\s\S]*10:00 AM - 5:00 PM[\s\S]*closed on Sunday/);
    for (const entry of hours) expect(entry.path).toBe('/contact');
  });

  it('gives the phone, e-mail and Ahmedabad address', () => {
    expect(byId('contact-details')?.answer).toContain(CONTACT_PHONE.display);
    expect(byId('contact-details')?.answer).toContain(CONTACT_EMAIL.display);
    expect(byId('contact-address')?.answer).toContain('Ahmedabad');
  });

  it('carries the cancellation rules and the other three FAQ entries, linking to the FAQ', () => {
    const policy = byId('faq-cancellation-policy');
    expect(policy?.topic).toBe('policy');
    expect(policy?.answer).toMatch(/14 or more days[^.]*full refund/);
    expect(policy?.answer).toMatch(/7 to 13 days[^.]*50 percent/);
    expect(policy?.answer).toMatch(/fewer than 7 days[^.]*no refund/);
    expect(policy?.answer).toContain('Full payment is required to secure a spot.');
    expect(byId('faq-registration')?.answer).toContain('online, by phone or in person');
    expect(byId('faq-guided-tours')?.answer).toContain('by appointment');
    expect(byId('faq-school-partnerships')?.answer).toContain('partnership models');
    for (const id of ['faq-cancellation-policy', 'faq-registration', 'faq-guided-tours', 'faq-school-partnerships']) {
      expect(byId(id)?.path).toBe('/contact#faq');
    }
  });

  it('holds plain text only', () => {
    for (const entry of file.entries) expect(entry.answer).not.toMatch(/<[a-z]/i);
  });
});

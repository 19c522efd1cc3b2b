import { CONTACT_EMAIL, CONTACT_PHONE, OPENING_HOURS } from 'shared/site';
import { parseKnowledgeFile } from 'shared/contracts';
import { buildKnowledge } from './build-knowledge';

describe('buildKnowledge', () => {
  const file = buildKnowledge();
  const byId = (id: string) => file.entries.find((entry) => entry.id === id);

  it('is a valid version 1 knowledge file from mf-contact with unique ids', () => {
    const parsed = parseKnowledgeFile(JSON.parse(JSON.stringify(file)));
    expect(parsed.ok).toBe(true);
    expect(file.version).toBe(1);
    expect(file.source).toBe('mf-contact');
    const ids = file.entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has one hours entry per day group, with the spec hours', () => {
    const hours = file.entries.filter((entry) => entry.topic === 'hours');
    expect(hours).toHaveLength(OPENING_HOURS.length);
    expect(hours.map((entry) => entry.answer).join(' ')).toMatch(/9:00 AM - 8:00 PM[\s\S]*10:00 AM - 5:00 PM[\s\S]*closed on Sunday/);
    for (const entry of hours) expect(entry.url).toBe('/contact');
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
      expect(byId(id)?.url).toBe('/contact#faq');
    }
  });

  it('holds plain text only', () => {
    for (const entry of file.entries) expect(entry.answer).not.toMatch(/<[a-z]/i);
  });
});

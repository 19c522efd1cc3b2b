import { LABS } from 'shared/site';
import { parseKnowledgeFile } from 'shared/contracts';
import { siteKnowledge } from './site-knowledge';

const file = siteKnowledge();
const byId = (id: string) => file.entries.find((entry) => entry.id === id);

describe('knowledge.json of mf-content', () => {
  it('is a valid KnowledgeFile with unique ids', () => {
    const parsed = parseKnowledgeFile(JSON.parse(JSON.stringify(file)));
    expect(parsed.ok).toBe(true);
    expect(file.version).toBe(1);
    expect(file.source).toBe('mf-content');
    expect(new Set(file.entries.map((e) => e.id)).size).toBe(file.entries.length);
  });

  it('has every course with grade and price in rupees', () => {
    expect(byId('course-blockzie')?.answer).toMatch(/grades 3–5.*₹599 \(599 rupees\)/);
    expect(byId('course-iot')?.answer).toMatch(/grades 6–8.*₹499/);
    expect(byId('course-ar-link')?.answer).toMatch(/grades 9–12.*₹99 .*no reviews yet/);
    expect(byId('course-ar-link')?.url).toBe('/courses/ar-link');
  });

  it('has each of the eight labs with what it teaches and its anchor', () => {
    for (const lab of LABS) {
      const entry = byId(`lab-${lab.anchor}`);
      expect(entry?.url).toBe(`/services#${lab.anchor}`);
      expect(entry?.answer).toContain('Students learn:');
    }
  });

  it('has every headline with its date', () => {
    const news = file.entries.filter((e) => e.topic === 'news');
    expect(news).toHaveLength(11);
    expect(byId('news-1')?.answer).toContain('23 January 2025');
    expect(byId('news-1')?.url).toBe('/news/1');
  });

  it('has the about facts, Smart Anganwadi and the programmes', () => {
    expect(byId('about')?.answer).toMatch(/founded in 2020.*10,000\+ students taught.*500\+ schools.*95% satisfaction/);
    expect(byId('smart-anganwadi')?.url).toBe('/smart-anganwadi');
    expect(byId('programme-school-programs')?.url).toBe('/services#school-programs');
    expect(byId('programme-inclusive-programs')?.url).toBe('/services#inclusive-programs');
    expect(byId('platform')?.answer).toMatch(/15 May 2025.*Basic.*Premium.*Complete/);
  });

  it('has plain-text answers (no HTML) and site paths', () => {
    for (const entry of file.entries) {
      expect(entry.answer).not.toMatch(/<[a-z]/i);
      expect(entry.url.startsWith('/')).toBe(true);
    }
  });
});

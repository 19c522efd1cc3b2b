/** @jest-environment node */
import { join } from 'node:path';
import { builtKnowledgeFiles } from 'shared/knowledge';
import type { KnowledgeFile } from 'shared/contracts';
import { EVAL_SEED, TUNING, generateEval, langOf } from './generate';
import { HELD_OUT } from './held-out-phrasings';

jest.setTimeout(60_000);
let files: KnowledgeFile[];
beforeAll(() => {
  files = builtKnowledgeFiles(join(__dirname, '..', '..', '..'));
});

describe('the generated evaluation set', () => {
  it('has at least 300 questions in two parts, the same for the same seed', () => {
    const set = generateEval(files);
    expect(set.tuning.length + set.heldOut.length).toBeGreaterThanOrEqual(300);
    expect(set.heldOut.length).toBeGreaterThanOrEqual(100);
    expect(generateEval(files, EVAL_SEED)).toEqual(set);
    expect(generateEval(files, EVAL_SEED + 10).tuning.map((i) => i.q)).not.toEqual(set.tuning.map((i) => i.q));
  });

  it('never asks a held-out question in a tuning phrasing', () => {
    const tuning = new Set(Object.values(TUNING).flatMap((v) => (Array.isArray(v) ? v : Object.values(v).flat())));
    const heldOut = Object.values(HELD_OUT).flatMap((v) => (Array.isArray(v) ? v : Object.values(v).flat()));
    expect(heldOut.filter((phrasing) => tuning.has(phrasing))).toEqual([]);
  });

  it('reads the expected answers from the published facts: eligibility, not offered, not stated', () => {
    const { tuning } = generateEval(files);
    const find = (pattern: RegExp) => tuning.filter((item) => pattern.test(item.q));
    expect(find(/course for std 4\b|class 4\?|grade 4 kids/i)[0]).toMatchObject({
      must: ['Blockzie'],
      mustNot: ['Internet of Things', 'AR Link'],
    });
    expect(find(/course for std 1\b|class 1\?|grade 1 kids/i)[0]).toMatchObject({ must: ['no online course'] });
    expect(find(/for 8 year olds/i)[0]).toMatchObject({ must: ['Blockzie'] });
    expect(find(/offer Drone classes/i)[0]).toMatchObject({ must: ['Drone Lab', 'no online'] });
    expect(find(/free trial/i)[0]).not.toHaveProperty('must');
    expect(find(/How much is Blockzie/i)[0]).toMatchObject({ must: ['\\b599\\b'] });
  });

  it('asks in Hindi and Gujarati in both parts and expects the facts as published in that language', () => {
    const { tuning, heldOut } = generateEval(files);
    for (const part of [tuning, heldOut]) {
      expect(part.filter((item) => langOf(item.q) === 'hi').length).toBeGreaterThanOrEqual(60);
      expect(part.filter((item) => langOf(item.q) === 'gu').length).toBeGreaterThanOrEqual(60);
    }
    // Case-insensitive: the seed lower-cases some questions (decorate), and which ones moves as the set grows.
    const find = (pattern: RegExp) => tuning.find((item) => new RegExp(pattern.source, 'i').test(item.q));
    expect(find(/Blockzie कोर्स कितने सप्ताह/)).toMatchObject({ must: ['8 सप्ताह'] });
    expect(find(/AR Link કોણ ભણાવે/)).toMatchObject({ must: ['કાવ્યા મેનન'] });
    expect(find(/ઓનલાઇન પ્લેટફોર્મ ક્યારે/)).toMatchObject({ must: ['15 મે 2025'] });
    expect(find(/ड्रोन लैब किन कक्षाओं/)).toMatchObject({ must: ['ड्रोन लैब', expect.any(String)] });
    // The three kinds of issue 39 in every language: a lab's price is never a course's, reviews, grants.
    const labPrice = tuning.filter((item) => /का शुल्क\?$|ની કિંમત\?$|We are a school: what does the/i.test(item.q));
    expect(labPrice.length).toBeGreaterThanOrEqual(3 * 8);
    for (const item of labPrice) expect(item.mustNot).toEqual(expect.arrayContaining(['₹', 'रुपये', 'રૂપિયા']));
    expect(heldOut.find((item) => /AR Link की रेटिंग/i.test(item.q))?.must?.[0]).toMatch(/कोई समीक्षा नहीं/);
    const grants = heldOut.find((item) => /कौन-से अनुदान/.test(item.q));
    expect(grants?.must?.some((pattern) => new RegExp(pattern).test('2,50,000 डॉलर'))).toBe(true);
  });
});

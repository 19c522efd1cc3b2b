/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './gateway';
import { startFakeUpstream, type FakeUpstream } from './fixtures/fake-upstream';
import { buildRequestBody } from '../src/lib/chat-request';
import { answerLocale } from './answer-language';
import { checkReply } from './reply-check';
import { systemInstruction } from './system-instruction';

// The gateway answers in the visitor's language (issue 39, point 8), on the fake site's knowledge.
jest.setTimeout(30_000);

const SITE = 'http://localhost:8080';
let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildGateway({ origins: [SITE], knowledgeUrls: upstream.knowledgeUrls, logger: false });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

async function ask(question: string, locale?: 'en' | 'hi' | 'gu') {
  const res = await app.inject({
    method: 'POST',
    url: '/main/gemini',
    headers: { 'content-type': 'application/json', origin: SITE },
    payload: buildRequestBody(question, locale),
  });
  return { status: res.statusCode, body: res.json() as { reply: string; sources: { title: string; path: string }[] } };
}

describe('the answer’s language', () => {
  it('follows the question’s script first, then the page’s language, then English', () => {
    expect(answerLocale('IoT કોર્સની ફી કેટલી છે?', 'en')).toBe('gu');
    expect(answerLocale('कोर्स की फीस?', 'gu')).toBe('hi');
    expect(answerLocale('What are your hours?', 'hi')).toBe('hi');
    expect(answerLocale('What are your hours?')).toBe('en');
  });

  it('greets and says "not sure" in Hindi for a Devanagari question, never refusing it as off-topic', async () => {
    expect((await ask('नमस्ते')).body.reply).toMatch(/^नमस्ते! मैं हमारे कोर्स/);
    const unknown = await ask('फ्रांस की राजधानी क्या है?');
    expect(unknown.body.reply).toMatch(/^मुझे इसके बारे में पक्का पता नहीं है/);
    expect(unknown.body.reply).not.toMatch(/केवल RoboMinds|I can only help/);
    expect(unknown.body.sources).toEqual([{ title: 'संपर्क', path: '/contact' }]);
  });

  it('answers the page’s language for an English question on a Gujarati page', async () => {
    const { body } = await ask('What is the capital of France?', 'gu');
    expect(body.reply).toMatch(/^હું ફક્ત RoboMinds વિશેના પ્રશ્નોમાં મદદ કરી શકું છું/);
    expect((await ask('What is the capital of France?')).body.reply).toMatch(/^I can only help with questions about RoboMinds/);
  });

  it('reaches the facts from a Gujarati question and says they are in English for now', async () => {
    const { body } = await ask('ધોરણ 7 માટે કયો કોર્સ છે?');
    expect(body.reply.split('\n')[0]).toBe('અમારી વેબસાઇટ પર આ માહિતી હજી અંગ્રેજીમાં છે:');
    expect(body.reply).toMatch(/class 7/);
  });

  it('refuses a locale that is not a site language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/main/gemini',
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: { ...buildRequestBody('hours?'), locale: 'fr' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('asks Gemini for the answer’s language, facts unchanged', () => {
    expect(systemInstruction([], 'hi')).toContain('Answer in Hindi');
    expect(systemInstruction([])).not.toContain('Answer in Hindi');
  });
});

describe('the three wrong kinds of issue 39, in each language', () => {
  it('never gives a course’s price for a lab: no lab price is published, the office quotes', async () => {
    for (const [question, locale, office] of [
      ['What is the price of the AI Smart Lab?', undefined, /quote/],
      ['हमारे स्कूल के लिए रोबोटिक्स लैब की लागत कितनी है?', undefined, /कोटेशन/],
      ['AI સ્માર્ટ લેબની કિંમત કેટલી છે?', undefined, /ભાવપત્રક/],
    ] as const) {
      const { body } = await ask(question, locale);
      expect(body.reply).toMatch(office);
      expect(body.reply).not.toMatch(/₹|rupees/);
      expect(body.sources).toEqual([expect.objectContaining({ path: '/contact' })]);
    }
  });
});

describe('a course’s reviews and the about page’s figures', () => {
  it('says a course has no reviews yet when that is what its page says, and gives the published rating otherwise', async () => {
    expect((await ask('What is the rating of the AR Link course?')).body.reply).toMatch(/^AR Link has no reviews yet\./);
    expect((await ask('AR Link की रेटिंग क्या है?')).body.reply).toMatch(/^AR Link की अभी कोई समीक्षा नहीं है।/);
    expect((await ask('Are the reviews of the Blockzie course good?')).body.reply).toMatch(/rated 4\.8 out of 5 from 126 reviews/);
  });

  it('names the grants and the satisfaction figure', async () => {
    const grants = (await ask('How many grants have you received?')).body;
    expect(grants.reply).toMatch(/250,000 dollar grant/);
    expect(grants.reply).toMatch(/50,000 dollar grant/);
    expect(grants.sources.map((s) => s.path)).toContain('/about');
    expect((await ask('તમારો સંતોષ દર કેટલો છે?')).body.reply).toMatch(/95% satisfaction/);
  });
});

describe('the reply check in Hindi and Gujarati', () => {
  const facts = systemInstruction([{ text: 'IoT: ₹499 (499 rupees), 10 weeks.', title: 'IoT', path: '/courses/iot' }], 'hi');
  it('passes a Hindi reply that repeats the facts’ figures', () => {
    expect(checkReply('IoT कोर्स का शुल्क ₹499 है और यह 10 सप्ताह चलता है।', facts, [SITE])).toBeNull();
  });

  it('refuses a number or a link the facts lack, in Devanagari or Gujarati digits too', () => {
    expect(checkReply('IoT कोर्स का शुल्क ₹1 है।', facts, [SITE])).toBe('number');
    expect(checkReply('IoT કોર્સની ફી ₹૧૯૯ છે.', facts, [SITE])).toBe('number');
    expect(checkReply('भुगतान https://evil.example/pay पर करें।', facts, [SITE])).toBe('link');
  });
});

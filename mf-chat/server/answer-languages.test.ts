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
    // The contact page in the answer's language.
    expect(unknown.body.sources).toEqual([{ title: 'संपर्क', path: '/hi/contact' }]);
  });

  it('answers the page’s language for an English question on a Gujarati page', async () => {
    const { body } = await ask('What is the capital of France?', 'gu');
    expect(body.reply).toMatch(/^હું ફક્ત RoboMinds વિશેના પ્રશ્નોમાં મદદ કરી શકું છું/);
    expect((await ask('What is the capital of France?')).body.reply).toMatch(/^I can only help with questions about RoboMinds/);
  });

  it('answers a Gujarati question with the facts as the site publishes them in Gujarati, course names kept', async () => {
    const { body } = await ask('ધોરણ 7 માટે કયો કોર્સ છે?');
    expect(body.reply.split('\n')[0]).toMatch(
      /^ધોરણ 7 માટે: Internet of Things: .+ ધોરણ 6–8 માટેનો અમારો ઓનલાઇન કોર્સ છે: ₹499 \(499 રૂપિયા\), 10 અઠવાડિયાં, પ્રશિક્ષક અર્જુન રાવ\.$/,
    );
    expect(body.reply).not.toMatch(/અંગ્રેજીમાં|class 7|taught by/);
    expect(body.sources).toEqual([{ title: expect.stringMatching(/^Internet of Things: /), path: '/gu/courses/iot' }]);
  });

  it('answers a Hindi question with Hindi facts: hours, refund rule and a page’s own sentences', async () => {
    const hours = (await ask('शनिवार को आपका कार्यालय कब खुलता है?')).body;
    expect(hours.reply.split('\n')[0]).toBe('शनिवार: सुबह 10:00 - शाम 5:00 तक खुला।');
    expect(hours.sources[0]?.path).toBe('/hi/contact');
    const refund = (await ask('अगर हम 10 दिन पहले रद्द करें तो कितना रिफ़ंड मिलेगा?')).body.reply;
    expect(refund).toMatch(/^शुरू होने से 10 दिन पहले रद्द करने पर: 50 प्रतिशत राशि वापस \(शुरू होने से 7 से 13 दिन पहले का नियम\)।/);
    const place = (await ask('Where are your labs in Araria?', 'hi')).body;
    expect(place.reply).toMatch(/^अररिया \(बिहार\) में जनवरी 2025 से हमारी लैब 25 स्कूलों में चल रही हैं/);
    expect(place.sources).toEqual([{ title: 'अररिया में हमारी लैब', path: '/hi/labs#araria' }]);
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
    for (const [question, locale, office, contact] of [
      ['What is the price of the AI Smart Lab?', undefined, /quote/, '/contact'],
      ['We are a school. How much does a lab cost?', undefined, /quote/, '/contact'],
      ['हमारे स्कूल के लिए रोबोटिक्स लैब की लागत कितनी है?', undefined, /कोटेशन/, '/hi/contact'],
      ['What would a drone lab cost?', 'hi', /कोटेशन/, '/hi/contact'],
      ['AI સ્માર્ટ લેબની કિંમત કેટલી છે?', undefined, /ભાવપત્રક/, '/gu/contact'],
    ] as const) {
      const { body } = await ask(question, locale);
      expect(body.reply).toMatch(office);
      expect(body.reply).not.toMatch(/₹|rupees|रुपये|રૂપિયા/);
      expect(body.sources).toEqual([expect.objectContaining({ path: contact })]);
    }
  });
});

describe('a course’s reviews and the about page’s figures', () => {
  it('says a course has no reviews yet when that is what its page says, and gives the published rating otherwise', async () => {
    expect((await ask('What is the rating of the AR Link course?')).body.reply).toMatch(/^AR Link has no reviews yet\./);
    expect((await ask('AR Link की रेटिंग क्या है?')).body.reply).toMatch(/^AR Link की अभी कोई समीक्षा नहीं है।/);
    expect((await ask('Blockzie કોર્સનું રેટિંગ કેટલું છે?')).body.reply).toMatch(/^Blockzie કોર્સની સમીક્ષાઓ: 126 સમીક્ષાઓના આધારે 5 માંથી 4\.8 રેટિંગ\./);
    expect((await ask('Are the reviews of the Blockzie course good?')).body.reply).toMatch(/rated 4\.8 out of 5 from 126 reviews/);
  });

  it('names the grants and the satisfaction figure', async () => {
    const grants = (await ask('How many grants have you received?')).body;
    expect(grants.reply).toMatch(/250,000 dollar grant/);
    expect(grants.reply).toMatch(/50,000 dollar grant/);
    expect(grants.sources.map((s) => s.path)).toContain('/about');
    expect((await ask('તમારો સંતોષ દર કેટલો છે?')).body.reply).toMatch(/95% સંતોષ/);
    const hindi = (await ask('RoboMinds को कौन-से अनुदान मिले हैं?')).body.reply;
    expect(hindi).toMatch(/2,50,000 डॉलर का अनुदान/);
    expect(hindi).toMatch(/50,000 डॉलर का अनुदान/);
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

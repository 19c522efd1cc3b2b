/** @jest-environment node */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { builtKnowledgeFiles } from 'shared/knowledge';
import type { Locale } from 'shared/i18n';
import { Knowledge, answerQuestion } from './offline-answer';
import { answerWords } from './answer-language';
import { readAsEnglish } from './cross-language';
import { nativeTerm } from './native-search';
import { withoutNukta } from './normalise';
import { checkReply } from './reply-check';
import { systemInstruction } from './system-instruction';

/**
 * Hindi and Gujarati questions reach what English ones reach (the tester's report): course names in
 * Devanagari and Gujarati letters, the office asked with "कार्यालय" or "ऑफिस" and given in the
 * question's language, and questions whose words the cross-language list lacks, searched in their own
 * language. On the knowledge files the remotes' builds emit.
 */
jest.setTimeout(60_000);
let knowledge: Knowledge;
beforeAll(() => {
  const files = builtKnowledgeFiles(join(__dirname, '..', '..'));
  knowledge = new Knowledge(
    files.flatMap((file) => file.entries),
    files.flatMap((file) => file.facts),
    files.flatMap((file) => file.translations),
  );
});
const ask = async (question: string, locale: Locale) => answerQuestion(question, knowledge, await answerWords(locale));

describe('course and product names in Devanagari and Gujarati letters', () => {
  it.each([
    ['ब्लॉकज़ी कोर्स की फीस कितनी है?', 'hi', /₹599.*8 सप्ताह/, '/hi/courses/blockzie'],
    ['ब्लॉकजी कोर्स की फीस कितनी है?', 'hi', /₹599/, '/hi/courses/blockzie'],
    ['ब्लोकजी कौन पढ़ाता है?', 'hi', /स्नेहा पटेल/, '/hi/courses/blockzie'],
    ['બ્લોકઝી કોર્સની ફી કેટલી છે?', 'gu', /₹599.*8 અઠવાડિયાં/, '/gu/courses/blockzie'],
    ['બ્લૉકઝી કોર્સની ફી કેટલી છે?', 'gu', /₹599/, '/gu/courses/blockzie'],
    ['आईओटी कोर्स की कीमत?', 'hi', /₹499/, '/hi/courses/iot'],
    ['इंटरनेट ऑफ थिंग्स कौन पढ़ाता है?', 'hi', /अर्जुन राव/, '/hi/courses/iot'],
    ['એઆર લિંક કોર્સની ફી કેટલી છે?', 'gu', /₹99 /, '/gu/courses/ar-link'],
    ['ए आर लिंक कितने हफ्ते का है?', 'hi', /6 सप्ताह/, '/hi/courses/ar-link'],
  ] as const)('%s is about that course alone', async (question, locale, fact, path) => {
    const answer = await ask(question, locale);
    expect(answer.reply).toMatch(fact);
    expect(answer.sources.map((s) => s.path)).toEqual([path]);
    // The fee list of all three courses was the old answer.
    expect(answer.reply.match(/₹\d+/g)).toHaveLength(1);
  });

  it('reads the names as data, nukta or not, before the other terms', () => {
    expect(readAsEnglish('ब्लॉकज़ी कोर्स की फीस')).toBe('Blockzie course price');
    expect(readAsEnglish('ब्लॉकजी कोर्स की फ़ीस')).toBe('Blockzie course price');
    expect(readAsEnglish('એઆર લિંક કોર્સની ફી')).toBe('AR Link course price');
    expect(readAsEnglish('आईओटी')).toBe('IoT');
    expect(readAsEnglish('प्रीमियम प्लान')).toBe('premium');
    expect(withoutNukta('फ़ीस ज़')).toBe('फीस ज');
  });
});

describe('the office, asked and given in Hindi and Gujarati', () => {
  it.each([
    ['आपका कार्यालय कहाँ है?', 'hi', 'हमारा कार्यालय: चौथी मंज़िल, शिवालिक शिल्प, इस्कॉन क्रॉस रोड, एस.जी. हाईवे, अहमदाबाद, गुजरात 380015, भारत।'],
    ['आपका ऑफिस कहाँ है?', 'hi', 'हमारा कार्यालय: चौथी मंज़िल, शिवालिक शिल्प'],
    ['તમારી ઓફિસ ક્યાં છે?', 'gu', 'અમારી ઓફિસ: ચોથો માળ, શિવાલિક શિલ્પ, ઇસ્કોન ક્રોસ રોડ, એસ.જી. હાઇવે, અમદાવાદ, ગુજરાત 380015, ભારત.'],
    ['તમારું કાર્યાલય ક્યાં આવેલું છે?', 'gu', 'અમદાવાદ, ગુજરાત 380015, ભારત'],
  ] as const)('%s gets the address in the question’s language', async (question, locale, address) => {
    const answer = await ask(question, locale);
    expect(answer.kind).toBe('fact');
    expect(answer.reply).toContain(address);
    expect(answer.reply).not.toMatch(/Floor|Ahmedabad|India/);
    expect(answer.sources[0]?.path).toBe(`/${locale}/contact`);
  });

  it('keeps the English answer as published', async () => {
    expect((await ask('Where is your office?', 'en')).reply).toContain(
      'Our office: 4th Floor, Shivalik Shilp, Iskcon Cross Road, S.G. Highway, Ahmedabad, Gujarat 380015, India.',
    );
  });

  it('gives the address as the site publishes it when the catalogs describe another one (the office moved)', async () => {
    const moved = new Knowledge(
      knowledge.entries,
      [
        {
          kind: 'contact',
          id: 'contact',
          title: 'Contact',
          path: '/contact',
          phone: '+91 79 4890 2210',
          email: 'hello@robominds.in',
          address: '1 New Road, Ahmedabad, Gujarat 380054, India',
        },
      ],
      [],
    );
    const answer = answerQuestion('आपका कार्यालय कहाँ है?', moved, await answerWords('hi'));
    expect(answer.reply).toContain('1 New Road, Ahmedabad, Gujarat 380054, India');
    expect(answer.reply).not.toContain('शिवालिक');
  });

  it('matches the footer: street, city and region as the shell’s catalogs write them', () => {
    for (const locale of ['hi', 'gu'] as const) {
      const shell = JSON.parse(readFileSync(join(__dirname, '..', '..', 'shell', 'src', 'locales', `${locale}.json`), 'utf8')) as Record<
        string,
        string
      >;
      const ours = JSON.parse(readFileSync(join(__dirname, '..', 'src', 'locales', `${locale}.json`), 'utf8')) as Record<string, string>;
      const footer = ['address.line1', 'address.line2', 'address.city'].map((key) => shell[key]).join(', ');
      expect(ours['fact.officeAddress']).toBe(`${footer}, ${shell['address.region']} {postalCode}, ${locale === 'hi' ? 'भारत' : 'ભારત'}`);
    }
  });

  it('passes the reply check in Gemini mode with the translated address, and still refuses a PIN the facts lack', async () => {
    const answer = await ask('आपका कार्यालय कहाँ है?', 'hi');
    const facts = systemInstruction(answer.grounding, 'hi');
    expect(checkReply(answer.reply, facts, [])).toBeNull();
    expect(checkReply('हमारा कार्यालय अहमदाबाद, गुजरात 380099 में है।', facts, [])).not.toBeNull();
    expect(checkReply('पता: https://evil.example/map', facts, [])).not.toBeNull();
  });
});

describe('questions searched in their own language', () => {
  it.each([
    ['क्या आप शिक्षक प्रशिक्षण देते हैं?', 'hi', /शिक्षकों को प्रशिक्षण/, '/hi/contact#faq'],
    ['શું તમે શિક્ષક તાલીમ આપો છો?', 'gu', /શિક્ષકોને તાલીમ/, '/gu/contact#faq'],
    ['बिहार रोबोटिक्स चैलेंज में क्या हुआ?', 'hi', /दूसरे स्थान/, '/hi/news/4'],
    ['બિહાર રોબોટિક્સ ચેલેન્જમાં શું થયું?', 'gu', /બીજા/, '/gu/news/4'],
  ] as const)('%s reaches the page its English original reaches', async (question, locale, fact, path) => {
    const answer = await ask(question, locale);
    expect(answer.reply).toMatch(fact);
    expect(answer.sources.map((s) => s.path)).toEqual([path]);
  });

  it('keeps the page the English reading found when the question does not name another one', async () => {
    // Its words also fit a headline (robotics, class, students); the lab it names is the answer.
    const answer = await ask('आपकी रोबोटिक्स लैब किस कक्षा के विद्यार्थियों के लिए है?', 'hi');
    expect(answer.sources[0]?.path).toBe('/hi/services#robotics-lab');
    const cookies = await ask('क्या आप मेरा डेटा इकट्ठा करते हैं या कुकीज़ इस्तेमाल करते हैं?', 'hi');
    expect(cookies.sources[0]?.path).toBe('/hi/privacy-policy#cookies');
  });

  it('still says "not sure" in the language for what the site does not publish', async () => {
    expect((await ask('फ्रांस की राजधानी क्या है?', 'hi')).kind).toBe('unsure');
    expect((await ask('ક્રિકેટ વર્લ્ડ કપ કોણ જીત્યું?', 'gu')).kind).toBe('unsure');
  });

  it('reads words lightly: nukta, common words and endings', () => {
    expect(nativeTerm('शिक्षकों')).toBe(nativeTerm('शिक्षक'));
    expect(nativeTerm('શિક્ષકોને')).toBe(nativeTerm('શિક્ષક'));
    expect(nativeTerm('ચેલેન્જમાં')).toBe(nativeTerm('ચેલેન્જ'));
    expect(nativeTerm('कुकीज़')).toBe(nativeTerm('कुकी'));
    expect(nativeTerm('क्या')).toBeNull();
    expect(nativeTerm('શું')).toBeNull();
  });
});

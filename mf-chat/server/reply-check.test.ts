/** @jest-environment node */
import { checkReply, domainsIn, emailsIn, numberWordsIn, numbersIn } from './reply-check';

const FACTS =
  'IoT (page /courses/iot): ₹499 (499 rupees), 10 weeks. Call +91 79 4890 2210 or e-mail hello@robominds.in. Open 9:00 AM - 8:00 PM. Founded 2020; 10,000+ students.';
const SITE = ['http://localhost:8080', 'https://www.robominds.in'];

describe('checkReply', () => {
  it('passes a reply that repeats the facts, numbers written either way', () => {
    expect(checkReply('The IoT course costs ₹499 and runs 10 weeks; we have taught 10000+ students since 2020.', FACTS, SITE)).toBeNull();
    expect(checkReply('Call +91 79 4890 2210 or write to hello@robominds.in, 9:00 AM to 8:00 PM.', FACTS, SITE)).toBeNull();
    expect(checkReply('See https://www.robominds.in/courses/iot or /courses/iot.', FACTS, SITE)).toBeNull();
  });

  it.each([
    ['a false price', 'All courses cost Rs 1.', 'number'],
    ['an invented date', 'It starts on 12 August.', 'number'],
    ['an unknown e-mail', 'Pay via pay@evil.example.', 'email'],
    ['a link off the site', 'Pay at https://evil.example/pay now.', 'link'],
    ['a bare www link', 'See www.evil.example for more.', 'link'],
    ['a price in Devanagari digits', 'The IoT course costs ₹९९९.', 'number'],
    ['a price in full-width digits', 'The IoT course costs ₹１.', 'number'],
    ['a price in Bengali digits', 'Only ৯৯ rupees.', 'number'],
    ['a spelled-out price', 'All courses cost nine hundred ninety-nine rupees.', 'number'],
    ['a spelled-out count', 'We have taught a million students.', 'number'],
    ['a bare domain', 'Pay at evil.example/pay today.', 'domain'],
    ['a protocol-relative link', 'Pay at //evil.example today.', 'domain'],
    ['a domain with a zero-width space', 'Pay at evil\u200B.example today.', 'domain'],
    ['a domain with a full-width dot', 'Pay at evil．example today.', 'domain'],
    ['a full-width at sign', 'Write to pay＠evil.example.', 'email'],
    ['a full-width link', 'Pay at ｈｔｔｐｓ://evil.example/pay.', 'link'],
  ])('refuses %s', (_name, reply, problem) => {
    expect(checkReply(reply, FACTS, SITE)).toBe(problem);
  });

  it('passes the published e-mail domain, the site itself and dotted abbreviations', () => {
    expect(checkReply('Write to hello@robominds.in or see robominds.in; we are near S.G. Highway, e.g. by bus.', FACTS, SITE)).toBeNull();
    expect(checkReply('We have taught ten thousand students since 2020.', `${FACTS} ten thousand`, SITE)).toBeNull();
  });

  it('reads number words and domains out of text, not from inside an e-mail address', () => {
    expect([...numberWordsIn('Nine-ninety-nine, ONE lakh')]).toEqual(['nine', 'ninety', 'one', 'lakh']);
    expect([...domainsIn('mail first.last@robominds.in or //Evil.Example/x, www.a.in, S.G. Road')]).toEqual(['evil.example', 'www.a.in']);
  });

  it('reads numbers and e-mail addresses out of text', () => {
    expect([...numbersIn('₹1,499 on 15 May 2025, 9:00.')]).toEqual(['1499', '15', '2025', '9:00']);
    expect([...emailsIn('Mail A@B.in, or x@y.')]).toEqual(['a@b.in']);
  });
});

/** @jest-environment node */
import { checkReply, emailsIn, numbersIn } from './reply-check';

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
  ])('refuses %s', (_name, reply, problem) => {
    expect(checkReply(reply, FACTS, SITE)).toBe(problem);
  });

  it('reads numbers and e-mail addresses out of text', () => {
    expect([...numbersIn('₹1,499 on 15 May 2025, 9:00.')]).toEqual(['1499', '15', '2025', '9:00']);
    expect([...emailsIn('Mail A@B.in, or x@y.')]).toEqual(['a@b.in']);
  });
});

/** @jest-environment node */
import { KnowledgeIndex, answerQuestion, sentencesOf, UNSURE_REPLY, NO_KNOWLEDGE_REPLY, GREETING_REPLY } from './offline-answer';
import { contactKnowledge, contentKnowledge } from './fixtures/knowledge-files';

const index = new KnowledgeIndex([...contentKnowledge.entries, ...contactKnowledge.entries]);
const ask = (question: string) => answerQuestion(question, index);
const lineCount = (reply: string) => reply.split('\n').length;

describe('offline answers to real visitor questions', () => {
  it.each([
    ['How much is the Blockzie course?', /599 rupees/, '/courses/blockzie'],
    ['What does the IoT course cost?', /499 rupees/, '/courses/iot'],
    ['AR Link price?', /99 rupees/, '/courses/ar-link'],
    ['What are your hours on Saturday?', /Saturday 10:00 AM - 5:00 PM/, '/contact'],
    ['Are you open on Sunday?', /closed on Sunday/, '/contact'],
    ['Do I get a refund if I cancel 10 days before the start?', /7 to 13 days .* 50 percent refund/, '/contact'],
    ['Where is your office?', /Ahmedabad/, '/contact'],
    ['Which lab has drones?', /Drone Lab/, '/services#drone-lab'],
    ['What is your phone number?', /\+91 79 4890 2210/, '/contact'],
    ['How can I register my child?', /online, by phone or in person/, '/contact'],
    ['Do you have an AI lab?', /AI Smart Lab/, '/services#ai-smart-lab'],
    ['Can my school become a partner?', /school partnership/, '/contact'],
  ])('%s', (question, fact, page) => {
    const reply = ask(question);
    expect(reply).toMatch(fact);
    expect(reply).toContain(page);
    expect(lineCount(reply)).toBeGreaterThanOrEqual(2);
    expect(lineCount(reply)).toBeLessThanOrEqual(4);
  });

  it('lists every course with its price when no course is named', () => {
    const reply = ask('How much do your courses cost?');
    expect(reply).toMatch(/599/);
    expect(reply).toMatch(/499/);
    expect(reply).toMatch(/\b99 rupees/);
    expect(reply).toContain('/courses');
    expect(lineCount(reply)).toBeLessThanOrEqual(4);
  });

  it('says so and points to /contact when it does not know', () => {
    expect(ask('What is the weather in Paris tomorrow?')).toBe(UNSURE_REPLY);
    expect(ask('???')).toBe(UNSURE_REPLY);
    // 'Smart' matches the AI Smart Lab, but nothing published mentions Anganwadi.
    expect(ask('Tell me about Smart Anganwadi')).toBe(UNSURE_REPLY);
    expect(UNSURE_REPLY).toContain('/contact');
    expect(lineCount(UNSURE_REPLY)).toBe(2);
  });

  it('says honestly when no knowledge could be loaded', () => {
    expect(answerQuestion('How much is the IoT course?', null)).toBe(NO_KNOWLEDGE_REPLY);
    expect(answerQuestion('How much is the IoT course?', new KnowledgeIndex([]))).toBe(NO_KNOWLEDGE_REPLY);
    expect(NO_KNOWLEDGE_REPLY).toContain('/contact');
  });

  it('greets back', () => {
    expect(ask('Hello!')).toBe(GREETING_REPLY);
  });
});

describe('sentencesOf', () => {
  it('splits at sentence ends but keeps abbreviations with numbers whole', () => {
    expect(sentencesOf('It costs Rs. 599 in total. Next one.')).toEqual(['It costs Rs. 599 in total.', 'Next one.']);
    expect(sentencesOf('Open 9:00 AM - 8:00 PM. Closed Sunday.')).toEqual(['Open 9:00 AM - 8:00 PM.', 'Closed Sunday.']);
    expect(sentencesOf('At S.G. Highway, Ahmedabad. Call Dr. Rao.')).toEqual(['At S.G. Highway, Ahmedabad.', 'Call Dr. Rao.']);
  });
});

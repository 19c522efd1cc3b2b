/** @jest-environment node */
import { join } from 'node:path';
import { builtKnowledgeFiles } from 'shared/knowledge';
import { Knowledge, answerQuestion } from './offline-answer';
import { checkReply } from './reply-check';
import { questionFrom } from './question';

/**
 * Every pattern applied to a visitor's text runs in linear time. The old greeting pattern took about
 * 370 ms on "hi" and 7,990 dots; the bound here is generous for a shared machine, yet a backtracking
 * pattern breaks it many times over at these sizes (its cost grows with the square of the length).
 */
jest.setTimeout(60_000);
const crafted = [
  `hi${'.'.repeat(7990)}`,
  `hello${' !'.repeat(3995)}`,
  `${'a'.repeat(7999)}!`,
  `${'1,'.repeat(4000)}`,
  `class ${'9th '.repeat(1998)}`,
  `${'www.'.repeat(2000)}`,
  `${'a@'.repeat(4000)}`,
  `https://${'a.'.repeat(3996)}`,
];

function slowest(run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const started = process.hrtime.bigint();
    run();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6);
  }
  return best;
}

let knowledge: Knowledge;
beforeAll(() => {
  const files = builtKnowledgeFiles(join(__dirname, '..', '..'));
  knowledge = new Knowledge(
    files.flatMap((f) => f.entries),
    files.flatMap((f) => f.facts),
  );
  answerQuestion('warm up the stemmer and the index', knowledge);
});

it.each(crafted.map((text) => [text.slice(0, 12), text]))(
  'answers a crafted 8,000-character message "%s..." in linear time',
  (_name, text) => {
    expect(text.length).toBeGreaterThanOrEqual(7990);
    expect(questionFrom({ userMessage: text })).toMatchObject({ ok: false }); // over 1,000 characters: refused before any pattern
    // The answerer and the reply check are tested on the whole text anyway, as if the cap were gone.
    expect(slowest(() => answerQuestion(text, knowledge))).toBeLessThan(250);
    expect(slowest(() => checkReply(text, text, ['http://localhost:8080']))).toBeLessThan(250);
  },
);

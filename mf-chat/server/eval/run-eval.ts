/**
 * `npm run eval -w mf-chat`: asks the gateway (offline mode, in-process) every question of three
 * sets, on the knowledge files the remotes build (their own emit-knowledge scripts), and prints right /
 * unsure / wrong for each:
 * - hand-written (questions.ts): fails on any wrong answer;
 * - generated, tuning part, and generated, held-out part (generate.ts, from the published knowledge
 *   with a fixed seed): each fails below 95 % right or on any wrong answer.
 *
 * EVAL_PART=hand-written|tuning|held-out runs one set only: while improving the answerer, run
 * `EVAL_PART=tuning` and never look at the held-out part's questions (it is scored for the report).
 * EVAL_ROOT=<checkout> scores another checkout's gateway (to compare before and after a change) on this
 * checkout's built knowledge, with this checkout's questions: that checkout must resolve `shared` to
 * this one's (a worktree whose node_modules links to this one's), so it reads the same contract;
 * EVAL_VERBOSE=1 prints every reply.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtKnowledgeFiles, builtKnowledgePath, KNOWLEDGE_REMOTES } from 'shared/knowledge';
import { answerable, manipulative, offTopic, type EvalQuestion } from './questions';
import { generateEval, langOf } from './generate';
import { judge, tally, type Verdict } from './judge';

interface Injectable {
  inject(options: object): Promise<{ statusCode: number; json(): unknown }>;
  close(): Promise<unknown>;
}

const root = resolve(process.env.EVAL_ROOT ?? join(__dirname, '..', '..', '..'));
const verbose = process.env.EVAL_VERBOSE === '1';

async function main(): Promise<void> {
  const here = join(__dirname, '..', '..', '..');
  const generated = generateEval(builtKnowledgeFiles(here));
  // The knowledge the remotes of this checkout build, whichever gateway answers.
  const fileOf = (remote: string) => builtKnowledgePath(here, remote);
  const files = new Map(KNOWLEDGE_REMOTES.map((remote) => [`http://knowledge.test/${remote}`, fileOf(remote)]));
  const fetchImpl = (async (url: string) => {
    const file = files.get(String(url));
    return file
      ? new Response(readFileSync(file), { headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404 });
  }) as typeof fetch;
  const { buildGateway } = require(join(root, 'mf-chat', 'server', 'gateway.ts')) as {
    buildGateway: (options: object) => Promise<Injectable>;
  };
  const { buildRequestBody } = require(join(root, 'mf-chat', 'src', 'lib', 'chat-request.ts')) as {
    buildRequestBody: (q: string) => object;
  };
  const app = await buildGateway({
    origins: [],
    knowledgeUrls: [...files.keys()],
    fetchImpl,
    rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    limits: { perClientPerMinute: 1_000_000 },
  });

  const sets: { name: string; part: string; items: readonly EvalQuestion[]; minRight: number }[] = [
    { name: 'hand-written, answerable', part: 'hand-written', items: answerable, minRight: 0.95 },
    { name: 'hand-written, off-topic', part: 'hand-written', items: offTopic, minRight: 0.95 },
    { name: 'hand-written, manipulative', part: 'hand-written', items: manipulative, minRight: 0.95 },
    { name: 'generated, tuning', part: 'tuning', items: generated.tuning, minRight: 0.95 },
    { name: 'generated, held-out', part: 'held-out', items: generated.heldOut, minRight: 0.95 },
  ];
  const only = process.env.EVAL_PART;
  let failed = false;
  for (const { name, part, items, minRight } of sets) {
    if (only && only !== part) continue;
    const verdicts: Verdict[] = [];
    for (const item of items) {
      const res = await app.inject({
        method: 'POST',
        url: '/main/gemini',
        headers: { 'content-type': 'application/json' },
        payload: buildRequestBody(item.q),
      });
      const reply = res.statusCode === 200 ? String((res.json() as { reply?: unknown }).reply ?? '') : `HTTP ${res.statusCode}`;
      const verdict = judge(item, reply);
      verdicts.push(verdict);
      if (verdict !== 'right' || verbose)
        console.log(`${verdict.toUpperCase().padEnd(6)} ${item.q}\n       -> ${reply.replace(/\n/g, ' | ')}`);
    }
    const t = tally(verdicts);
    const percent = (100 * t.right) / Math.max(1, items.length);
    console.log(`${name}: ${items.length} questions, right ${t.right} (${percent.toFixed(1)} %), unsure ${t.unsure}, wrong ${t.wrong}`);
    // The same by the language a question is typed in (its script: Latin, Devanagari, Gujarati).
    for (const lang of ['en', 'hi', 'gu'] as const) {
      const mine = verdicts.filter((_, i) => langOf((items[i] as EvalQuestion).q) === lang);
      const l = tally(mine);
      if (mine.length) console.log(`  ${lang}: ${mine.length} questions, right ${l.right}, unsure ${l.unsure}, wrong ${l.wrong}`);
    }
    if (t.wrong > 0 || percent < minRight * 100) failed = true;
  }
  await app.close();
  if (failed) {
    console.log('FAILED: a set has a wrong answer or is below 95 % right');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

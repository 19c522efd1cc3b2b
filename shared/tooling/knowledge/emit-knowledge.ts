/**
 * The one knowledge emitter, run by each remote's build after webpack:
 *   tsx ../shared/tooling/knowledge/emit-knowledge.ts src/knowledge/site-knowledge.ts
 * The module exports `knowledgeFile()` (and may export `TRANSLATION_EXCEPTIONS`, the claims a
 * language writes otherwise: check-knowledge.ts); the emitter checks it (schema, unique ids, plain
 * text, every language holding the English claims) and
 * writes dist/knowledge.json (or `--out <dir>`/knowledge.json), or fails the build with the reason.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { KNOWLEDGE_FILE } from '../../contracts';
import { checkKnowledge } from './check-knowledge';

function main(): void {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args.splice(outAt, 2)[1] : undefined;
  const [modulePath] = args;
  if (!modulePath) throw new Error('usage: emit-knowledge <module exporting knowledgeFile()>');
  const cwd = process.cwd();
  const remote = (JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { name: string }).name;
  const loaded = require(resolve(cwd, modulePath)) as { knowledgeFile?: () => unknown; TRANSLATION_EXCEPTIONS?: readonly string[] };
  if (typeof loaded.knowledgeFile !== 'function') throw new Error(`${modulePath} must export knowledgeFile()`);
  const checked = checkKnowledge(loaded.knowledgeFile(), remote, loaded.TRANSLATION_EXCEPTIONS);
  if (!checked.ok) throw new Error(`refusing to write ${KNOWLEDGE_FILE}: ${checked.error}`);
  const dist = resolve(cwd, out ?? 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, KNOWLEDGE_FILE), `${JSON.stringify(checked.value, null, 2)}\n`);
  const { entries, facts, translations } = checked.value;
  console.log(
    `${remote}: wrote ${join(out ?? 'dist', KNOWLEDGE_FILE)} (${entries.length} entries, ${facts.length} facts; also in ${translations.map((t) => t.locale).join(', ')})`,
  );
}

try {
  main();
} catch (error) {
  console.error(`emit-knowledge: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

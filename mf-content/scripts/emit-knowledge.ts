/**
 * Writes dist/knowledge.json after the webpack build, for the chat assistant's offline mode.
 * Fails the build if the file would not parse as a KnowledgeFile.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KNOWLEDGE_FILE, parseKnowledgeFile } from 'shared/contracts';
import { siteKnowledge } from '../src/knowledge/site-knowledge';

const file = siteKnowledge();
const checked = parseKnowledgeFile(JSON.parse(JSON.stringify(file)));
if (!checked.ok) {
  console.error(`mf-content: refusing to write ${KNOWLEDGE_FILE}: ${checked.error}`);
  process.exit(1);
}
const ids = new Set(file.entries.map((entry) => entry.id));
if (ids.size !== file.entries.length) {
  console.error(`mf-content: refusing to write ${KNOWLEDGE_FILE}: entry ids are not unique`);
  process.exit(1);
}
const dist = join(__dirname, '..', 'dist');
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, KNOWLEDGE_FILE), `${JSON.stringify(file, null, 2)}\n`);
console.log(`mf-content: wrote dist/${KNOWLEDGE_FILE} (${file.entries.length} entries)`);

/**
 * Writes dist/knowledge.json after the webpack build: what the chat assistant may say about
 * contacting the company. Fails the build if the file would not parse as a KnowledgeFile.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KNOWLEDGE_FILE, parseKnowledgeFile } from 'shared/contracts';
import { buildKnowledge } from '../src/knowledge/build-knowledge';

const file = buildKnowledge();
const checked = parseKnowledgeFile(JSON.parse(JSON.stringify(file)));
if (!checked.ok) {
  console.error(`mf-contact: refusing to write ${KNOWLEDGE_FILE}: ${checked.error}`);
  process.exit(1);
}
const dist = join(__dirname, '..', 'dist');
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, KNOWLEDGE_FILE), `${JSON.stringify(file, null, 2)}\n`);
console.log(`mf-contact: wrote dist/${KNOWLEDGE_FILE} (${file.entries.length} entries)`);

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KNOWLEDGE_FILE, parseKnowledgeFile, type KnowledgeFile } from '../../contracts';

/**
 * The knowledge files the remotes actually build, for the gateway's contract tests and evaluation:
 * each remote's own `emit-knowledge` script (the one its build runs) writes into a cache folder,
 * again whenever the remote's or the site's sources are newer. A cache of its own, not dist/, so a
 * webpack build cleaning dist/ at the same moment cannot pull the file away.
 */
export const KNOWLEDGE_REMOTES = ['mf-content', 'mf-contact'] as const;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Where the built file of `remote` lands. */
export const builtKnowledgePath = (root: string, remote: string) =>
  join(root, 'node_modules', '.cache', 'built-knowledge', remote, KNOWLEDGE_FILE);

export function builtKnowledgeFiles(root: string, remotes: readonly string[] = KNOWLEDGE_REMOTES): KnowledgeFile[] {
  return remotes.map((remote) => {
    const file = builtKnowledgePath(root, remote);
    const sources = Math.max(
      newestMtime(join(root, remote, 'src')),
      newestMtime(join(root, 'shared', 'site')),
      newestMtime(join(root, 'shared', 'contracts')),
    );
    if (!existsSync(file) || statSync(file).mtimeMs < sources) {
      execFileSync('npm', ['run', 'emit-knowledge', '--silent', '-w', remote, '--', '--out', join(file, '..')], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    const parsed = parseKnowledgeFile(JSON.parse(readFileSync(file, 'utf8')), `${remote} ${KNOWLEDGE_FILE}`);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  });
}

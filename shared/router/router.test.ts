import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..');
const PACKAGES = ['shell', 'mf-content', 'mf-chat', 'mf-maze', 'mf-contact', 'shared'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const DIRECT_ROUTER_IMPORT = /from\s+['"]react-router(-dom)?['"]|require\(\s*['"]react-router(-dom)?['"]\s*\)|import\(\s*['"]react-router(-dom)?['"]\s*\)/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

describe('the routing surface', () => {
  it('is imported from shared/router everywhere, so every remote meets the shell router context', () => {
    const offenders = PACKAGES.flatMap((pkg) => ['src', 'test', 'e2e'].flatMap((sub) => sourceFiles(path.join(repo, pkg, sub))))
      .filter((file) => file !== path.join(repo, 'shared', 'src', 'router.ts') && file !== __filename)
      .filter((file) => DIRECT_ROUTER_IMPORT.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(repo, file));
    expect(offenders).toEqual([]);
  });

  it('recognises a direct import when one is written (the check above can fail)', () => {
    expect(DIRECT_ROUTER_IMPORT.test("import { Link } from 'react-router-dom';")).toBe(true);
    expect(DIRECT_ROUTER_IMPORT.test("import { Link } from 'react-router';")).toBe(true);
    expect(DIRECT_ROUTER_IMPORT.test("import { Link } from 'shared/router';")).toBe(false);
  });
});

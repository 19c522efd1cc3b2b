import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'shared/e2e';

const repo = path.resolve(__dirname, '..', '..');

export interface ExtraPage {
  /** Key of the row in mf-content's `pages` table. */
  readonly key: string;
  readonly path: string;
  readonly module: string;
  readonly label: string;
  /** Source of `src/exposed/<module-file>.tsx`. */
  readonly source: string;
}

export interface ContentBuild {
  readonly dist: string;
  remove(): void;
}

function fileNameOf(module: string): string {
  return module.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
}

/** Runs a webpack build in a child process, so its memory and module hooks stay out of the test's. */
function webpackBuild(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = require.resolve('webpack-cli/bin/cli.js');
    const child = spawn(process.execPath, [cli, '--mode', 'production', '--config', path.join(dir, 'webpack.config.cjs')], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack build of ${dir} failed (${code}):\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * Builds a copy of mf-content with one page more, with mf-content's own webpack config and the shared
 * config factory, exactly as its team would: a row in `src/exposed/pages.ts` and the page's file. The
 * copy lives in a temporary folder (nothing in the repository changes); a `node_modules` link there
 * resolves packages as in the repository. The build's `dist` folder is copied to `dist`, the copy removed.
 */
async function buildCopy(extra: ExtraPage, dist: string): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-e2e-content-'));
  const remove = () => fs.rmSync(root, { recursive: true, force: true });
  try {
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const source = path.join(repo, 'mf-content');
    const dir = path.join(root, 'mf-content');
    for (const entry of ['src', 'public', 'webpack.config.cjs', 'package.json']) {
      if (!fs.existsSync(path.join(source, entry))) continue;
      fs.cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
    }
    // The package's tsconfig extends the repository's by a relative path; the copy names it absolutely.
    const tsconfig = {
      extends: path.join(repo, 'tsconfig.base.json'),
      include: ['src', path.join(repo, 'shared/tooling/webpack/assets.d.ts')],
    };
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));

    const table = path.join(dir, 'src', 'exposed', 'pages.ts');
    const text = fs.readFileSync(table, 'utf8');
    const opening = /export const pages\s*=\s*\{/;
    if (!opening.test(text)) throw new Error(`${table} no longer opens with "export const pages = {": update this test's edit`);
    const row = `\n  ${extra.key}: page(${JSON.stringify(extra.path)}, ${JSON.stringify(extra.module)}, ${JSON.stringify(extra.label)}),`;
    fs.writeFileSync(
      table,
      text.replace(opening, (match) => `${match}${row}`),
    );
    fs.writeFileSync(path.join(dir, 'src', 'exposed', `${fileNameOf(extra.module)}.tsx`), extra.source);

    await webpackBuild(dir);
    // Copied, not renamed: the temporary folder may be on another file system than the run's output.
    fs.cpSync(path.join(dir, 'dist'), dist, { recursive: true });
  } finally {
    remove();
  }
}

/** True while the process of that id runs (a worker that died leaves its lock behind). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A production build of mf-content with `extra`, built once per test run however many tests ask for it
 * (the deploy and the release tests add the same page: one build of a minute or two on two busy cores
 * instead of two). The build is kept in the run's output folder, which Playwright empties when a run
 * starts, so every run builds from the sources as they are then. A test on the other worker asking for
 * the same page meanwhile waits for that build (a lock folder names its builder's process) rather than
 * building it a second time. `remove()` leaves it for the run's other tests.
 */
export async function buildContentWith(extra: ExtraPage): Promise<ContentBuild> {
  const key = createHash('sha256').update(JSON.stringify(extra)).digest('hex').slice(0, 16);
  const cache = path.join(test.info().project.outputDir, '.content-builds');
  const dist = path.join(cache, key);
  const lock = `${dist}.lock`;
  const built: ContentBuild = { dist, remove: () => undefined };
  fs.mkdirSync(cache, { recursive: true });
  for (;;) {
    if (fs.existsSync(dist)) return built;
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker builds it: wait until its build is there, or until it has gone without one.
      let holder = Number.NaN;
      try {
        holder = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // The lock was just made and has no pid yet, or was just removed: look again.
      }
      if (Number.isInteger(holder) && !alive(holder)) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      // Built beside its place and renamed into it: a waiting worker never sees half a build.
      const partial = `${dist}.partial`;
      fs.rmSync(partial, { recursive: true, force: true });
      await buildCopy(extra, partial);
      fs.renameSync(partial, dist);
      return built;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The page both the deploy and the release tests add to mf-content: /open-day, a page the site lacks. */
export const OPEN_DAY_PAGE: ExtraPage = {
  key: 'openDay',
  path: '/open-day',
  module: 'OpenDayPage',
  label: 'Open Day',
  source: `import type { PageProps } from 'shared/contracts';
import { RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /open-day (added by the shell's end-to-end tests). */
export default function OpenDayPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <section css={{ padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>Open Day</h1>
        <p>Visit our labs on the first Saturday of every month.</p>
      </section>
    </RemoteRoot>
  );
}
`,
};

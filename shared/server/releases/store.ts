import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { emptyDeployState, parseDeployState, type DeployState, type ParseResult, type RemoteName } from 'shared/contracts';

/**
 * The release store: a folder (a static host or CDN path in production, synced from it) with every
 * released build of every remote, each under a version of its own and never written again,
 *   <store>/<remote>/<version>/            the remote's whole dist (browser build, server/, pages.json)
 *   <store>/<remote>/<version>/release.json who released it, when, and its content hash
 *   <store>/environments/<env>.json        the deploy state (deploy-state.ts), changed atomically
 */

/** The default store: a git-ignored folder at the repository's root (RELEASE_STORE moves it). */
export const DEFAULT_STORE = path.resolve(__dirname, '..', '..', '..', '.releases');

export const storeOf = (env: NodeJS.ProcessEnv = process.env) => (env.RELEASE_STORE ? path.resolve(env.RELEASE_STORE) : DEFAULT_STORE);

export const stateFileOf = (store: string, environment: string) => path.join(store, 'environments', `${environment}.json`);

export interface ReleaseInfo {
  readonly version: string;
  readonly remote: RemoteName;
  readonly at: string;
  readonly who: string;
  /** sha256 of every file of the build: the same build is never stored twice. */
  readonly hash: string;
}

/** Every file under `dir`, relative, sorted. */
function filesOf(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesOf(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)]))
    .sort();
}

/** The build's content hash, over names and bytes (the build stamp is a date, not content). */
export function buildHash(dist: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dist)) {
    if (file === '.build-stamp') continue;
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dist, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** `20261123-191530-3fa9c2d1`: sortable by time, and naming the build's content. */
export const versionName = (at: Date, hash: string) =>
  `${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}-${hash.slice(0, 8)}`;

/** The releases of `remote` in the store, oldest first. */
export function releasesOf(store: string, remote: RemoteName): ReleaseInfo[] {
  const dir = path.join(store, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      try {
        return [JSON.parse(fs.readFileSync(path.join(dir, name, 'release.json'), 'utf8')) as ReleaseInfo];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

export const hasRelease = (store: string, remote: RemoteName, version: string) =>
  fs.existsSync(path.join(store, remote, version, 'release.json'));

/**
 * Stores `dist` as a new version of `remote`, or names the version that already holds this exact build.
 * The copy is made under a temporary name and renamed into place, so a half-copied release is never
 * visible, and a rename never replaces an existing version.
 */
export function publish({
  store,
  remote,
  dist,
  who,
  now = new Date(),
}: {
  store: string;
  remote: RemoteName;
  dist: string;
  who: string;
  now?: Date;
}): {
  release: ReleaseInfo;
  created: boolean;
} {
  for (const needed of ['mf-manifest.json', 'pages.json', path.join('server', 'remoteEntry.js')])
    if (!fs.existsSync(path.join(dist, needed))) throw new Error(`${dist} has no ${needed}: build the remote first.`);
  const hash = buildHash(dist);
  const same = releasesOf(store, remote).find((release) => release.hash === hash);
  if (same) return { release: same, created: false };
  const release: ReleaseInfo = { version: versionName(now, hash), remote, at: now.toISOString(), who, hash };
  const folder = path.join(store, remote);
  const final = path.join(folder, release.version);
  if (fs.existsSync(final)) throw new Error(`${final} exists: a version is never written twice.`);
  const temporary = path.join(folder, `.incoming-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(folder, { recursive: true });
  try {
    fs.cpSync(dist, temporary, { recursive: true, filter: (source) => path.basename(source) !== '.build-stamp' });
    fs.writeFileSync(path.join(temporary, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
    fs.renameSync(temporary, final);
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
  return { release, created: true };
}

/** An environment's deploy state as its file holds it now; a missing file is an empty map (nothing released: the site as before). */
export function readState(file: string, environment: string): ParseResult<DeployState> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, value: emptyDeployState(environment) };
    return { ok: false, error: `${file} cannot be read (${(error as Error).message}).` };
  }
  try {
    return parseDeployState(JSON.parse(text), file);
  } catch (error) {
    return { ok: false, error: `${file} is not JSON (${(error as Error).message}).` };
  }
}

/** Writes `value` as JSON to `file` through a temporary file and a rename: a reader sees the old or the new file, whole. */
export function writeJsonAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads, changes and writes an environment's state under a lock file, so two changes at once (two
 * people, or the server's automatic rollback and a person) never lose one of them. A lock older than
 * 30 s is a crashed writer's and is taken over.
 */
export async function changeState(
  file: string,
  environment: string,
  change: (state: DeployState) => ParseResult<DeployState>,
): Promise<ParseResult<DeployState>> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  for (let tries = 0; ; tries++) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 30_000) fs.rmSync(lock, { force: true });
      else if (tries > 100) return { ok: false, error: `${lock} is held by another change: try again.` };
      else await sleep(50);
    }
  }
  try {
    const current = readState(file, environment);
    if (!current.ok) return current;
    const next = change(current.value);
    if (next.ok) writeJsonAtomically(file, next.value);
    return next;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

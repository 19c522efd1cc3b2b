import { REMOTE_NAMES, isFormName, type FormOutcome, type RemoteName } from 'shared/contracts';
import type { RemoteDescription } from '../lib/compose-site';

/**
 * What the shell's server rendered the page with, written into the HTML for the browser: the remotes'
 * page descriptions (so the first render routes exactly as the server did, with no fetch before it)
 * and the version of each remote's build (so the browser hydrates only HTML its own copy of the remote
 * would have produced). A JSON script element, not executable: the page's CSP stays as strict as before.
 */
export interface SiteSeed {
  readonly descriptions: readonly RemoteDescription[];
  readonly versions: Readonly<Partial<Record<RemoteName, string>>>;
  /** Each remote's manifest URL the server rendered with: the browser checks versions without waiting for site-config.json. */
  readonly manifests: Readonly<Partial<Record<RemoteName, string>>>;
  /** The outcome of the form post this document answers (never cached: see the server's forms route). */
  readonly formOutcome?: FormOutcome;
  /** With `formOutcome`: the address of the page rendered for the post (the browser shows it, not /forms/…). */
  readonly formPage?: string;
  /** The site's public address the server rendered with (SITE_URL): pages give it away in share links. */
  readonly siteUrl?: string;
}

/** An http(s) address with no query or fragment, as SITE_URL is read (env.ts), else undefined. */
function readSiteUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  const plain = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.search && !url.hash;
  return plain && !value.endsWith('/') ? value : undefined;
}

/** A seeded form outcome of the right shape, else undefined (the page then shows its form as usual). */
function readFormOutcome(value: unknown): FormOutcome | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { form, ok, message, values } = value as Record<string, unknown>;
  if (typeof form !== 'string' || !isFormName(form) || typeof message !== 'string') return undefined;
  if (ok === true) return { form, ok, message };
  if (ok !== false || typeof values !== 'object' || values === null) return undefined;
  const texts = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { form, ok, message, values: Object.fromEntries(texts) };
}

export const SEED_ELEMENT_ID = 'site-seed';

function isDescription(value: unknown): value is RemoteDescription {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  if (!REMOTE_NAMES.includes(candidate.remote as RemoteName)) return false;
  return candidate.ok === true ? Array.isArray(candidate.pages) : candidate.ok === false && typeof candidate.reason === 'string';
}

/** The seed the server wrote, or null (a page the server did not render, or a seed that is not ours). */
export function readSeed(doc: Document): SiteSeed | null {
  const text = doc.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<SiteSeed>;
    if (!Array.isArray(raw.descriptions) || !raw.descriptions.every(isDescription)) return null;
    if (typeof raw.versions !== 'object' || raw.versions === null) return null;
    if (typeof raw.manifests !== 'object' || raw.manifests === null) return null;
    const formOutcome = readFormOutcome(raw.formOutcome);
    // Only a path of this site (one slash): the browser puts it into the address bar.
    const formPage = formOutcome && typeof raw.formPage === 'string' && /^\/(?![/\\])/.test(raw.formPage) ? raw.formPage : undefined;
    const siteUrl = readSiteUrl(raw.siteUrl);
    return {
      descriptions: raw.descriptions,
      versions: raw.versions,
      manifests: raw.manifests,
      ...(formOutcome ? { formOutcome } : {}),
      ...(formPage ? { formPage } : {}),
      ...(siteUrl ? { siteUrl } : {}),
    };
  } catch {
    return null;
  }
}

import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localePath, type Locale, type PageMeta } from 'shared/contracts';
import { HREFLANGS } from '../../app/page-locale';
import { BRAND_DESCRIPTION, BRAND_NAME, CONTACT_EMAIL, CONTACT_PHONE, OFFICE_ADDRESS, SOCIAL_LINKS } from 'shared/site';

// What a sharer (Open Graph, Twitter cards) and a search engine read in a page's <head>, made on the
// server from the page's own description (PageMeta). Plain string functions: the renderer bundles
// them, and every value that reaches the document passes one of the two escapes below.

/** The audience is in India (rupee prices, an Ahmedabad office, Anganwadi): `en_IN`, `hi_IN`, `gu_IN` (Open Graph's form of `<html lang>`). */
export function ogLocale(locale: Locale): string {
  return LOCALE_TAGS[locale].replace('-', '_');
}
export const OG_LOCALE = ogLocale(DEFAULT_LOCALE);

/** Longer descriptions are cut at a word: a snippet shows about 160 characters, a preview about 300. */
export const MAX_DESCRIPTION = 300;

export interface ShareImage {
  /** Absolute, or relative to the site's base URL. */
  readonly url: string;
  readonly alt: string;
}

export interface HeadTagsInput {
  /** The deployment's public address (SITE_URL): origin and optional path, no trailing slash. */
  readonly baseUrl: string;
  /** The requested path after the language's prefix (`/courses` of `/hi/courses`); a query or fragment is ignored. */
  readonly pathname: string;
  /** The page's language (absent: English): its canonical address, its alternates, og:locale and `inLanguage`. */
  readonly locale?: Locale;
  /** The site's own description in the page's language (absent: the English one), for a page without its own. */
  readonly siteDescription?: string;
  /** The document title, as in <title>. */
  readonly title: string;
  /** The page's own description, when its module gives one. */
  readonly meta?: PageMeta;
  /** Page Not Found: noindex, no canonical, no structured data, the site's description. */
  readonly notFound?: boolean;
  /** The image for a page without a usable one of its own: a raster file the site serves. */
  readonly defaultImage?: ShareImage;
}

/** The <head> tags besides <title>, one a line. */
export function headTags(input: HeadTagsInput): string {
  const { baseUrl, pathname, title, meta, notFound = false, defaultImage, locale = DEFAULT_LOCALE } = input;
  const base = trimBase(baseUrl);
  const path = canonicalPath(pathname);
  const url = siteUrl(base, localePath(locale, path));
  const page = notFound ? undefined : meta;
  const documentTitle = cleanText(title);
  const siteDescription = cleanText(input.siteDescription ?? '') || BRAND_DESCRIPTION;
  const description = descriptionOf(page?.description, siteDescription);
  const image = shareableImage(page?.image, base) ?? shareableImage(defaultImage, base);
  const article = page?.kind === 'article';

  const tags = [metaName('description', description)];
  if (notFound) tags.push(metaName('robots', 'noindex'));
  else tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`, ...alternateLinks(base, path));

  tags.push(metaProperty('og:type', article ? 'article' : 'website'), metaProperty('og:title', documentTitle));
  tags.push(metaProperty('og:description', description));
  if (!notFound) tags.push(metaProperty('og:url', url));
  tags.push(metaProperty('og:site_name', BRAND_NAME), metaProperty('og:locale', ogLocale(locale)));
  for (const other of LOCALES) if (other !== locale) tags.push(metaProperty('og:locale:alternate', ogLocale(other)));
  if (image) tags.push(metaProperty('og:image', image.url), metaProperty('og:image:alt', image.alt));
  if (article && page?.published && isW3cDate(page.published)) tags.push(metaProperty('article:published_time', page.published));

  tags.push(
    metaName('twitter:card', image ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', documentTitle),
    metaName('twitter:description', description),
  );
  if (image) tags.push(metaName('twitter:image', image.url), metaName('twitter:image:alt', image.alt));

  if (!notFound) {
    const graph: Record<string, unknown>[] = [];
    const language = LOCALE_TAGS[locale];
    if (path === '/')
      graph.push(organization(base, { full: true, description: siteDescription }), webSite(base, language, siteDescription));
    // An English page's subject stays as it was (the site's WebSite names en-IN); another language's names its own.
    const subject = page?.structuredData && subjectOfPage(page.structuredData, url, base, locale === DEFAULT_LOCALE ? null : language);
    if (subject) graph.push(subject);
    const [only] = graph;
    const data = graph.length > 1 ? { '@context': SCHEMA_ORG, '@graph': graph } : only && { '@context': SCHEMA_ORG, ...only };
    const script = data ? jsonLdScript(data) : null;
    if (script) tags.push(script);
  }
  return tags.join('\n');
}

/**
 * A page's versions in every language, absolute, for search engines (`<link rel="alternate" hreflang>`),
 * English also as `x-default`: the address a visitor whose language the site lacks is sent to.
 */
export function alternateLinks(baseUrl: string, pathname: string): string[] {
  const path = canonicalPath(pathname);
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(siteUrl(baseUrl, localePath(locale, path)))}">`;
  return [...LOCALES.map((locale) => link(HREFLANGS[locale], locale)), link('x-default', DEFAULT_LOCALE)];
}

/**
 * The absolute URL of a site path, the one form the canonical link, og:url and sitemap.xml share:
 * the base, then the path without a query, fragment or trailing slash ('/' alone keeps its slash),
 * each segment percent-encoded as a page's own links encode ids.
 */
export function siteUrl(baseUrl: string, pathname: string): string {
  return `${trimBase(baseUrl)}${canonicalPath(pathname)}`;
}

/** An id as one path segment, the way a page's own links write it (`detailPage(…).href`). */
export function encodeSegment(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

/** A date as sitemaps and Open Graph take it: YYYY-MM-DD, or with a time and a zone. */
export function isW3cDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/.test(value);
}

/** For text in an attribute or an element. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * A data block (`<script type="application/…json">`) that no value can end early: `</script>` and
 * `<!--` cannot appear when `<` is written \u003c (still the same JSON string), and `>` and `&` go the
 * same way for good measure. Data, not script, so the site's policy (no inline scripts) does not refuse
 * it. Null for a value JSON cannot write (a cycle).
 */
export function jsonDataScript(data: unknown, type: string, id?: string): string | null {
  let json: string | undefined;
  try {
    json = JSON.stringify(data);
  } catch {
    return null;
  }
  if (json === undefined) return null;
  const safe = json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="${type}"${id ? ` id="${escapeHtml(id)}"` : ''}>${safe}</script>`;
}

/** A JSON-LD block (see jsonDataScript). */
export function jsonLdScript(data: unknown): string | null {
  return jsonDataScript(data, 'application/ld+json');
}

const SCHEMA_ORG = 'https://schema.org';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Sharers read none of these as a preview image (Facebook, X, LinkedIn and Slack take JPEG, PNG, GIF, WebP). */
const UNSHAREABLE_IMAGE = /\.(?:svgz?|avif|ico)$/i;

const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const metaProperty = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;

function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

function canonicalPath(pathname: string): string {
  const path = pathname.replace(/[?#].*$/s, '');
  const segments = path.split('/').map(normalSegment);
  while (segments.length > 0 && segments[segments.length - 1] === '') segments.pop();
  const joined = segments.join('/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/** A segment as encodeURIComponent writes it; one with a malformed escape keeps its escapes and encodes the rest. */
function normalSegment(segment: string): string {
  const text = wellFormed(segment);
  try {
    return encodeSegment(decodeURIComponent(text));
  } catch {
    return text.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@%]/gu, (char) => encodeURIComponent(char));
  }
}

/** Lone surrogates become U+FFFD: they cannot be encoded as UTF-8 or as a URL. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** One line of readable text: no control characters, runs of white space as one space. */
function cleanText(text: string): string {
  return (
    wellFormed(text)
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function descriptionOf(description: string | undefined, siteDescription: string): string {
  const text = cleanText(description ?? '');
  if (!text) return siteDescription;
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > MAX_DESCRIPTION / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** An http(s) URL, absolute or against the base; anything else (data:, javascript:, malformed) is null. */
function absoluteHttpUrl(url: string, baseUrl: string): string | null {
  try {
    const resolved = new URL(url.trim(), `${baseUrl}/`);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

function shareableImage(image: ShareImage | undefined, baseUrl: string): ShareImage | null {
  if (!image) return null;
  const url = absoluteHttpUrl(image.url, baseUrl);
  if (!url || UNSHAREABLE_IMAGE.test(new URL(url).pathname)) return null;
  return { url, alt: cleanText(image.alt) || BRAND_NAME };
}

function organization(
  baseUrl: string,
  { full, description = BRAND_DESCRIPTION }: { full: boolean; description?: string },
): Record<string, unknown> {
  const node: Record<string, unknown> = {
    '@type': 'Organization',
    '@id': `${siteUrl(baseUrl, '/')}#organization`,
    name: BRAND_NAME,
    url: siteUrl(baseUrl, '/'),
    logo: siteUrl(baseUrl, '/favicon.svg'),
  };
  if (!full) return node;
  return {
    ...node,
    description,
    email: CONTACT_EMAIL.display,
    telephone: CONTACT_PHONE.href.replace(/^tel:/, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: OFFICE_ADDRESS.lines.join(', '),
      addressLocality: OFFICE_ADDRESS.city,
      addressRegion: OFFICE_ADDRESS.region,
      postalCode: OFFICE_ADDRESS.postalCode,
      addressCountry: OFFICE_ADDRESS.country,
    },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

function webSite(baseUrl: string, language: string, description: string): Record<string, unknown> {
  return {
    '@type': 'WebSite',
    '@id': `${siteUrl(baseUrl, '/')}#website`,
    name: BRAND_NAME,
    url: siteUrl(baseUrl, '/'),
    description,
    inLanguage: language,
    publisher: { '@id': `${siteUrl(baseUrl, '/')}#organization` },
  };
}

/** The property that names the site's company on a schema.org type: who publishes a work, who provides a course. */
const ORGANIZATION_ROLE: Readonly<Record<string, 'publisher' | 'provider'>> = {
  Article: 'publisher',
  NewsArticle: 'publisher',
  BlogPosting: 'publisher',
  WebPage: 'publisher',
  Course: 'provider',
  Service: 'provider',
};

/**
 * A page's schema.org subject with what only the shell knows: the canonical URL (the shell's wins),
 * the page's language when given (`inLanguage`, the shell's wins: the address decides) and the company as
 * publisher or provider (the page's own wins, should it name another). A subject without a @type
 * describes nothing and is left out.
 */
function subjectOfPage(
  data: Readonly<Record<string, unknown>>,
  url: string,
  baseUrl: string,
  language: string | null,
): Record<string, unknown> | null {
  const type = data['@type'];
  const types = typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
  if (types.length === 0) return null;
  const subject: Record<string, unknown> = { ...data, url, ...(language ? { inLanguage: language } : {}) };
  delete subject['@context'];
  for (const role of new Set(types.map((t) => ORGANIZATION_ROLE[t]))) {
    if (role && subject[role] === undefined) subject[role] = organization(baseUrl, { full: false });
  }
  return subject;
}

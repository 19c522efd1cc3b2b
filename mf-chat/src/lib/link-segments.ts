import { routeList } from 'shared/site';

export type ReplySegment =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'link'; readonly text: string; readonly href: string; readonly internal: boolean };

/** First path segments of the site's own routes ("services", "courses", ...). */
const SITE_SECTIONS = [...new Set(routeList.map((route) => route.path.split('/')[1]).filter((part): part is string => Boolean(part)))];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/*
 * A URL, or a site path that starts after a space or an opening bracket and names a known section, so
 * "24/7" or "and/or" stay text. Punctuation that ends a sentence is not part of the link.
 */
const TOKEN = new RegExp(
  String.raw`(https?:\/\/[^\s<>"']+)|(?:^|(?<=[\s(\[]))(\/(?:${SITE_SECTIONS.map(escapeRegExp).join('|')})(?:[\/#?][^\s<>"']*)?)(?=$|[\s).,;:!?\]'"])`,
  'gi',
);
const TRAILING = /[.,;:!?)\]'"]+$/;

/**
 * Splits reply text into plain text and links. The widget renders each segment as text or an <a>, so
 * a reply can never inject markup.
 */
export function toSegments(text: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments[segments.length - 1];
    if (previous?.type === 'text') segments[segments.length - 1] = { type: 'text', text: previous.text + value };
    else segments.push({ type: 'text', text: value });
  };
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const linkText = raw.slice(0, raw.length - trailing.length);
    const internal = Boolean(match[2]);
    if (!internal && !isHttpUrl(linkText)) continue;
    pushText(text.slice(last, start));
    segments.push({ type: 'link', text: linkText, href: linkText, internal });
    last = start + linkText.length;
  }
  pushText(text.slice(last));
  return segments;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

import type { UsualHeight } from 'shared/ui';
import type { Locale } from 'shared/contracts';
import { htmlToText } from './text';

/**
 * An article's or post's body: how tall each of its blocks after the first usually is, so the browser
 * can lay them out only as they near the screen and count them meanwhile at about their height
 * (decision record 079). A body is HTML of any length, so the height is estimated from the text.
 *
 * The estimate is linear: so many pixels per block (a list item counts as a block: it starts a line)
 * and per character, the latter by script and width, because Devanagari and Gujarati letters are
 * written with more code points per line than Latin ones. Fitted on the site's 16 bodies in three
 * languages, measured at 375 and 412 px (a phone) and 800 px (a tablet and up: the text column is at its
 * widest, 46rem, from there on): the sum of the blocks' estimates is within 20 % of their real height
 * for each of them (`mf-content/e2e/news.spec.ts` holds it there).
 */
const PER_BLOCK = 16;
const PER_CHARACTER: Record<Locale, { readonly phone: number; readonly wide: number }> = {
  en: { phone: 0.71, wide: 0.32 },
  hi: { phone: 0.55, wide: 0.26 },
  gu: { phone: 0.62, wide: 0.32 },
};

interface BodyBlock {
  /** Blocks and list items within it (each starts a line). */
  readonly lineStarts: number;
  readonly characters: number;
}

const TAG = /<(\/?)([a-z][a-z0-9]*)[^>]*>/gi;
const VOID_TAGS = new Set(['br']);

/** The top-level blocks of a body's HTML (already checked: well-formed, only the allowed elements). */
export function bodyBlocks(html: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  let depth = 0;
  let start = 0;
  let items = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, name = ''] = match;
    const tag = name.toLowerCase();
    if (VOID_TAGS.has(tag)) continue;
    if (!closing) {
      if (depth === 0) {
        start = match.index;
        items = 0;
      }
      if (tag === 'li') items += 1;
      depth += 1;
    } else {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        const end = match.index + whole.length;
        blocks.push({ lineStarts: Math.max(1, items), characters: [...htmlToText(html.slice(start, end))].length });
      }
    }
  }
  return blocks;
}

/** The usual height of one of the body's blocks after its first (their estimated total shared out), or null with none. */
export function usualBlockHeight(html: string, locale: Locale): UsualHeight | null {
  const rest = bodyBlocks(html).slice(1);
  if (rest.length === 0) return null;
  const lineStarts = rest.reduce((sum, block) => sum + block.lineStarts, 0);
  const characters = rest.reduce((sum, block) => sum + block.characters, 0);
  const perCharacter = PER_CHARACTER[locale];
  const each = (rate: number) => Math.round((PER_BLOCK * lineStarts + rate * characters) / rest.length);
  const wide = each(perCharacter.wide);
  return { phone: each(perCharacter.phone), tablet: wide, desktop: wide };
}

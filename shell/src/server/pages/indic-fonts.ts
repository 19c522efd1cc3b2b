import type { Locale } from 'shared/contracts';
import { theme } from 'shared/ui';

/**
 * The site's own Devanagari and Gujarati (issue 39, point 6): Noto Sans Devanagari and Noto Sans
 * Gujarati from @fontsource, copied by the shell's build to `/fonts/` on its own origin
 * (webpack.config.cjs names the same files). Only on a Hindi or Gujarati page, only its own script's
 * family, only the weights the site draws text in (400; 500 to 800 take the 700 face):
 *   - `unicode-range` is the script's block and its marks alone: no Latin range and not U+20B9 (₹),
 *     which @fontsource's ranges include, so a price or an English word never fetches the font, and an
 *     English page (which declares none of this) never downloads an Indic font, whatever it shows in
 *     another script (the language switch's हिन्दी and ગુજરાતી are drawn by the system);
 *   - both weights preloaded (`preloadedFonts`), so both are usually in before the first paint;
 *   - `font-display: swap` over a fallback face of the phone's own font for the script, whose line
 *     metrics are overridden with Noto's own (ascent 896, descent 408, no line gap per 1000 units,
 *     read from the files' hhea and OS/2 tables), so swapping in the web font moves no line. Android,
 *     the audience's usual phone, has Noto Sans Devanagari and Gujarati installed: the fallback is the
 *     same design there (size-adjust 100%).
 * Web-font bytes on a Hindi page: 50.4 + 54.0 KB; on a Gujarati page 37.0 + 37.4 KB (both under 150 KiB).
 * The rules are a `<style>` the server writes into a Hindi or Gujarati document's head (renderer.ts),
 * not an emotion Global: emotion's server cache keeps every global rule it has ever seen and would put
 * a Hindi page's faces into the next English page.
 */

/** The @fontsource version the files come from: part of their names, so a new version is a new URL. */
export const FONT_VERSION = '5.3.0';

interface ScriptFont {
  readonly family: string;
  /** The package's file stem (`…-{weight}-normal.woff2`) and the name the shell serves it under. */
  readonly source: string;
  readonly unicodeRange: string;
  /** The phone's own fonts for the script, in order: the fallback face while the web font loads. */
  readonly local: readonly string[];
}

export const SCRIPT_FONTS: Readonly<Record<Exclude<Locale, 'en'>, ScriptFont>> = {
  hi: {
    family: 'Noto Sans Devanagari',
    source: 'noto-sans-devanagari-devanagari',
    // Devanagari, Vedic extensions, ZWNJ/ZWJ, the dotted circle, Devanagari Extended.
    unicodeRange: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A8E0-A8FF',
    local: ['Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', 'Mangal'],
  },
  gu: {
    family: 'Noto Sans Gujarati',
    source: 'noto-sans-gujarati-gujarati',
    // Gujarati, the danda and double danda it shares with Devanagari, ZWNJ/ZWJ, the dotted circle.
    unicodeRange: 'U+0964-0965, U+0A80-0AFF, U+200C-200D, U+25CC',
    local: ['Noto Sans Gujarati', 'Nirmala UI', 'Gujarati Sangam MN', 'Shruti'],
  },
};

/** The weights the site draws text in: 400 (text) and 700 (600 to 800: headings, links, buttons). */
export const FONT_WEIGHTS = [400, 700] as const;

/** Where the shell serves a face: `/fonts/noto-sans-gujarati-gujarati-700-normal.5.3.0.woff2`. */
export function fontUrl(font: ScriptFont, weight: (typeof FONT_WEIGHTS)[number]): string {
  return `/fonts/${font.source}-${weight}-normal.${FONT_VERSION}.woff2`;
}

/**
 * The files a page of `locale` draws its text with (its preloads: page-hints.ts), the text face first;
 * none in English. Both weights: every page has headings, and a face found only when the first layout
 * asks for it arrived after the first paint, so the headings were drawn first in another font and
 * moved the page when it swapped in (decision 065: CLS 0.03 to 0.17 on the bench's phone, whose
 * machine has no Devanagari or Gujarati font of its own). The bytes are the same: the page downloaded
 * the heading face anyway.
 */
export function preloadedFonts(locale: Locale): readonly string[] {
  if (locale === 'en') return [];
  const font = SCRIPT_FONTS[locale];
  return FONT_WEIGHTS.map((weight) => fontUrl(font, weight));
}

/** The @font-face rules and the font stacks of a Hindi or Gujarati page. */
function indicFontCss(locale: Exclude<Locale, 'en'>): string {
  const font = SCRIPT_FONTS[locale];
  const fallback = `${font.family} Fallback`;
  const faces = FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:url(${fontUrl(font, weight)}) format("woff2");unicode-range:${font.unicodeRange}}`,
  );
  faces.push(
    `@font-face{font-family:"${fallback}";src:${font.local.map((name) => `local("${name}")`).join(',')};` +
      `ascent-override:89.6%;descent-override:40.8%;line-gap-override:0%;size-adjust:100%;unicode-range:${font.unicodeRange}}`,
  );
  const stack = (base: string) => `"${font.family}","${fallback}",${base}`;
  // `:root` outranks the site's base styles (emotion's global body and heading rules come later in the head).
  return `${faces.join('')}:root body{font-family:${stack(theme.font.body)}}:root :is(h1,h2,h3,h4){font-family:${stack(theme.font.heading)}}`;
}

/** The `<style>` of a page's script's fonts, for a Hindi or Gujarati document's head; '' for an English one. */
export function indicFontStyle(locale: Locale): string {
  return locale === 'en' ? '' : `<style data-fonts="${locale}">${indicFontCss(locale)}</style>`;
}

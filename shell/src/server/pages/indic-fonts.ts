import { LOCALES, type Locale } from 'shared/contracts';
import { theme } from 'shared/ui';
import {
  FONT_WEIGHTS,
  NAME_WEIGHT,
  SCRIPT_FONTS,
  fontFile,
  installedNames,
  nameFile,
  nameRange,
  restRange,
  type FontWeight,
  type ScriptFont,
} from './indic-font-files';

/**
 * The site's own Devanagari and Gujarati (issue 39, point 6): Noto Sans Devanagari and Noto Sans
 * Gujarati from @fontsource, served by the shell from `/fonts/` on its own origin, each face as a core
 * file cut to the language's letters and the rest of the script (indic-font-files.ts, decision 068).
 * Only on a Hindi or Gujarati page, only its own script's family, only the weights the site draws text
 * in (400; 500 to 800 take the 700 face):
 *   - `unicode-range` is the script's block and its marks alone: no Latin range and not U+20B9 (₹),
 *     which @fontsource's ranges include, so a price or an English word never fetches the font, and an
 *     English page (which declares none of this) never downloads the script's font (the language
 *     switch's हिन्दी and ગુજરાતી have faces of their own: `languageNamesStyle`);
 *   - each face is first the device's own copy of it, when it has one (`local()`, by the names
 *     `installedNames` gives), and only then the file (decision 072). Android phones, the audience's,
 *     ship Noto Sans Devanagari and Gujarati: they draw the page at once with the site's typeface and
 *     download no font, so main.js has the slow link to itself;
 *   - on a device without them, both weights' cores are preloaded: the page names them
 *     (`webFonts`, `<meta name="web-font">`, page-hints.ts) and the boot script (src/boot.js) asks for
 *     each one the device does not have, in the head, before the first layout;
 *   - `font-display: swap` over a fallback face of another font of the script the device may have
 *     (Windows, iOS), whose line metrics are overridden with Noto's own (ascent 896, descent 408, no
 *     line gap per 1000 units, read from the files' hhea and OS/2 tables), so swapping in the web font
 *     moves no line.
 * Web-font bytes on a Hindi page without Noto installed: 36.5 + 39.8 KB (the whole files were 50.4 +
 * 54.0); on a Gujarati page 31.5 + 31.8 KB (were 37.0 + 37.4).
 * The rules are a `<style>` the server writes into a Hindi or Gujarati document's head (renderer.ts),
 * not an emotion Global: emotion's server cache keeps every global rule it has ever seen and would put
 * a Hindi page's faces into the next English page.
 */

const url = (font: ScriptFont, weight: FontWeight, part: 'core' | 'rest') => `/${fontFile(font, weight, part)}`;

/** A face's file a page may need, and the face as a device that has it installed is asked for (CSS `local()`). */
export interface WebFont {
  readonly href: string;
  readonly installed: string;
}

/**
 * The files a page of `locale` draws its text with, the text face first, for the boot script to preload
 * on a device that lacks the face (page-hints.ts); none in English. Both weights: every page has
 * headings, and a face found only when the first layout asks for it arrived after the first paint, so
 * the headings were drawn first in another font and moved the page when it swapped in (decision 065).
 * Only the cores: a page's words are drawn from them alone.
 */
export function webFonts(locale: Locale): readonly WebFont[] {
  return locale === 'en' ? [] : MADE[locale].webFonts;
}

/** `local("Noto Sans Devanagari Regular"),local("NotoSansDevanagari-Regular")`: faces on the device, by name. */
const local = (names: readonly string[]) => names.map((name) => `local("${name}")`).join(',');

/** A face of the site's typeface on the device. */
const installed = (font: ScriptFont, weight: FontWeight) => local(installedNames(font, weight));

/** The family of the faces of other fonts of the script a device may have, drawn while the web font loads. */
const fallbackFamily = (font: ScriptFont) => `${font.family} Fallback`;

/** A font stack with a Hindi or Gujarati page's own faces first (`base` as it is on an English page). */
function pageStack(locale: Locale, base: string): string {
  if (locale === 'en') return base;
  const font = SCRIPT_FONTS[locale];
  return `"${font.family}","${fallbackFamily(font)}",${base}`;
}

/** The @font-face rules and the font stacks of a Hindi or Gujarati page. */
function indicFontCss(locale: Exclude<Locale, 'en'>): string {
  const font = SCRIPT_FONTS[locale];
  const rest = restRange(font);
  // Two files a face, with ranges that do not meet: the core (preloaded) and the rest (indic-font-files.ts).
  const faces = FONT_WEIGHTS.flatMap((weight) =>
    [
      [font.core, url(font, weight, 'core')],
      [rest, url(font, weight, 'rest')],
    ].map(
      ([range, src]) =>
        `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;` +
        `src:${installed(font, weight)},url(${src}) format("woff2");unicode-range:${range}}`,
    ),
  );
  faces.push(
    `@font-face{font-family:"${fallbackFamily(font)}";src:${local(font.local)};` +
      `ascent-override:89.6%;descent-override:40.8%;line-gap-override:0%;size-adjust:100%;unicode-range:${font.unicodeRange}}`,
  );
  // `:root` outranks the site's base styles (emotion's global body and heading rules come later in the head).
  return `${faces.join('')}:root body{font-family:${pageStack(locale, theme.font.body)}}:root :is(h1,h2,h3,h4){font-family:${pageStack(locale, theme.font.heading)}}`;
}

/** The `<style>` of a page's script's fonts, for a Hindi or Gujarati document's head; '' for an English one. */
export function indicFontStyle(locale: Locale): string {
  return locale === 'en' ? '' : MADE[locale].style;
}

/** The family of the faces that draw the other languages' names in the language switch. */
const LANGUAGE_NAMES_FAMILY = 'Language Names';

/**
 * The other languages' names in the language switch (हिन्दी and ગુજરાતી on an English page, ગુજરાતી
 * on a Hindi one) were empty boxes on a device with no font of their script (decision 082). Each
 * such name has a face of its own, for its characters alone (its `unicode-range`): the device's
 * Noto, else a font of the script Windows, macOS or iOS ship, else the name's file (about 2 KB,
 * fetched only there). The switch's links (`[data-language-name]`) draw with the page's own stack
 * with these faces before the system's fonts, so the page's own language's name stays in the page's
 * typeface and no other text of the page ever meets these faces.
 */
function languageNamesCss(locale: Locale): string {
  const others = LOCALES.filter((other): other is Exclude<Locale, 'en'> => other !== 'en' && other !== locale);
  const faces = others.map((other) => {
    const font = SCRIPT_FONTS[other];
    return (
      `@font-face{font-family:"${LANGUAGE_NAMES_FAMILY}";font-style:normal;font-weight:${NAME_WEIGHT};font-display:swap;` +
      `src:${installed(font, NAME_WEIGHT)},${local(font.systemBold)},url(/${nameFile(other)}) format("woff2");unicode-range:${nameRange(other)}}`
    );
  });
  return `${faces.join('')}:root [data-language-name]{font-family:${pageStack(locale, `"${LANGUAGE_NAMES_FAMILY}",${theme.font.body}`)}}`;
}

/** The `<style>` of the language switch's names in other scripts, for every document's head. */
export function languageNamesStyle(locale: Locale): string {
  return NAMES_STYLE[locale];
}

/** A language's web fonts and `<style>`, the same on every page of it. */
function made(locale: Exclude<Locale, 'en'>) {
  const font = SCRIPT_FONTS[locale];
  return {
    webFonts: FONT_WEIGHTS.map((weight) => ({ href: url(font, weight, 'core'), installed: installed(font, weight) })),
    style: `<style data-fonts="${locale}">${indicFontCss(locale)}</style>`,
  };
}

/** Made once, when the server starts, not on every render of a Hindi or Gujarati page. */
const MADE = { hi: made('hi'), gu: made('gu') };
const NAMES_STYLE = Object.fromEntries(
  LOCALES.map((locale) => [locale, `<style data-fonts="names">${languageNamesCss(locale)}</style>`]),
) as Readonly<Record<Locale, string>>;

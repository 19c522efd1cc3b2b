import { createHash } from 'node:crypto';
import { LOCALE_NAMES, type Locale } from 'shared/contracts';

/**
 * The font files of Hindi and Gujarati pages: what each is cut from and which characters it draws. The
 * shell's build makes them (webpack.config.cjs), and the server names them in a page (indic-fonts.ts).
 * Plain data and pure functions, so the build reads this file without the site's UI code.
 *
 * Each face (400 text, 700 headings) of a script is served as two files (decision 068):
 *   - the **core**: cut with harfbuzz (`subset-font`) to the letters and signs the language is written
 *     with today, and every conjunct and mark position they form. This is the file a page preloads.
 *     Hindi 50.4 + 54.0 KB become about 36.5 + 39.8; Gujarati 37.0 + 37.4 become about 31.5 + 31.8.
 *   - the **rest**: @fontsource's file as published, for the script's other characters only (native
 *     digits, ॐ, vowels of Sanskrit or other languages, Vedic signs). A page shows none of these, so it
 *     never downloads this file; a visitor who types one gets it drawn.
 * Every combining sign of the script's main block is in the core. Chrome draws a character missing from
 * the core with the rest file, cluster by cluster, when that character starts the cluster (ॠ, ऌ, ॐ
 * drawn right). A combining sign after a core letter is not moved to the other file: it would be
 * dropped. The Vedic signs outside the main block are the exception, left in the rest file: a Vedic
 * accent after a letter may show without its mark (README, "What the site does not do").
 *
 * A third file of the 700 face, the **name**, has the letters of the language's own name alone
 * (हिन्दी, ગુજરાતી, about 2 KB): the language switch draws it on pages of the other languages, on a
 * device with no font of the script (decision 082).
 */

/** The @fontsource version the files come from: part of their names, so a new version is a new URL. */
export const FONT_VERSION = '5.3.0';

/** The weights the site draws text in: 400 (text) and 700 (600 to 800: headings, links, buttons). */
export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

export interface ScriptFont {
  readonly family: string;
  /** The @fontsource package the faces come from. */
  readonly fontPackage: string;
  /** The package's file stem (`files/{source}-{weight}-normal.woff2`) and the name the shell serves it under. */
  readonly source: string;
  /** Every character the faces draw (CSS `unicode-range`): the script and its marks, no Latin, not ₹. */
  readonly unicodeRange: string;
  /** The core's characters, a part of `unicodeRange` (CSS `unicode-range`). */
  readonly core: string;
  /** The face's PostScript name without its style (`NotoSansDevanagari`): with the family, what `local()` finds it by. */
  readonly postScript: string;
  /** Other fonts of the script a device may have, in order: the fallback face while the web font loads. */
  readonly local: readonly string[];
  /**
   * Bold faces of other fonts of the script that Windows (8 and later), macOS and iOS ship, by full and
   * PostScript name: where one is installed, the language switch draws the language's name with it and
   * downloads nothing (decision 082). A name none of them matches costs the name's small file, not boxes.
   */
  readonly systemBold: readonly string[];
}

/** ZWNJ and ZWJ (which choose a conjunct's form) and the dotted circle (a mark shown alone). */
const JOINERS = 'U+200C-200D, U+25CC';

export const SCRIPT_FONTS: Readonly<Record<Exclude<Locale, 'en'>, ScriptFont>> = {
  hi: {
    family: 'Noto Sans Devanagari',
    fontPackage: '@fontsource/noto-sans-devanagari',
    source: 'noto-sans-devanagari-devanagari',
    // Devanagari, Vedic extensions, ZWNJ/ZWJ, the dotted circle, Devanagari Extended.
    unicodeRange: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A8E0-A8FF',
    // Every sign (U+0900-0903, U+093A-094F, U+0951-0957, U+0962-0963); Hindi's vowels अ-ऋ, ऍ, ए-ऑ,
    // ओ-औ; every consonant, with the nukta ones (U+0915-0939, U+0958-095F); the dandas.
    core: `U+0900-0903, U+0905-090B, U+090D, U+090F-0911, U+0913-0939, U+093A-094F, U+0951-0957, U+0958-095F, U+0962-0965, ${JOINERS}`,
    postScript: 'NotoSansDevanagari',
    local: ['Nirmala UI', 'Kohinoor Devanagari', 'Mangal'],
    systemBold: [
      'Nirmala UI Bold',
      'NirmalaUI-Bold',
      'Kohinoor Devanagari Bold',
      'KohinoorDevanagari-Bold',
      'Devanagari Sangam MN Bold',
      'DevanagariSangamMN-Bold',
    ],
  },
  gu: {
    family: 'Noto Sans Gujarati',
    fontPackage: '@fontsource/noto-sans-gujarati',
    source: 'noto-sans-gujarati-gujarati',
    // Gujarati, the danda and double danda it shares with Devanagari, ZWNJ/ZWJ, the dotted circle.
    unicodeRange: 'U+0964-0965, U+0A80-0AFF, U+200C-200D, U+25CC',
    // Every sign (U+0A81-0A83, U+0ABC-0ACD, U+0AE2-0AE3, U+0AFA-0AFF); Gujarati's vowels અ-ઋ, ઍ, એ-ઑ,
    // ઓ-ઔ; every consonant (U+0A95-0AB9); the dandas.
    core: `U+0964-0965, U+0A81-0A83, U+0A85-0A8B, U+0A8D, U+0A8F-0A91, U+0A93-0AB9, U+0ABC-0ACD, U+0AE2-0AE3, U+0AFA-0AFF, ${JOINERS}`,
    postScript: 'NotoSansGujarati',
    local: ['Nirmala UI', 'Gujarati Sangam MN', 'Shruti'],
    systemBold: [
      'Nirmala UI Bold',
      'NirmalaUI-Bold',
      'Kohinoor Gujarati Bold',
      'KohinoorGujarati-Bold',
      'Gujarati Sangam MN Bold',
      'GujaratiSangamMN-Bold',
    ],
  },
};

/**
 * A face as a device that has it installed names it (decision 072): its full name and its PostScript
 * name (the `name` table's records 4 and 6, what CSS `local()` matches), `Noto Sans Devanagari Bold`
 * and `NotoSansDevanagari-Bold`. Android ships Noto Sans Devanagari and Gujarati, as do Linux
 * desktops with Noto; such a device draws a page with the very face the site serves, downloading none.
 */
export function installedNames(font: ScriptFont, weight: FontWeight): readonly [string, string] {
  const style = weight === 700 ? 'Bold' : 'Regular';
  return [`${font.family} ${style}`, `${font.postScript}-${style}`];
}

/** The code points of a CSS `unicode-range` list of single points and spans (`U+0905-090B, U+090D`). */
export function codePointsOf(range: string): number[] {
  const points: number[] = [];
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range part: "${part}"`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let point = first; point <= last; point += 1) points.push(point);
  }
  return points;
}

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');

/** A CSS `unicode-range` of code points, in spans (`U+0904, U+090C, U+0950`). */
export function rangeOf(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const spans: string[] = [];
  for (let at = 0; at < sorted.length;) {
    let end = at;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    spans.push(at === end ? `U+${hex(sorted[at]!)}` : `U+${hex(sorted[at]!)}-${hex(sorted[end]!)}`);
    at = end + 1;
  }
  return spans.join(', ');
}

/** The characters of the script the core leaves out: the rest file's `unicode-range`. */
export function restRange(font: ScriptFont): string {
  const core = new Set(codePointsOf(font.core));
  return rangeOf(codePointsOf(font.unicodeRange).filter((point) => !core.has(point)));
}

/** The core's characters as text: what the build cuts the face to. */
export function coreText(font: ScriptFont): string {
  return String.fromCodePoint(...codePointsOf(font.core));
}

/** The weight of the language switch's links (600), whose face a name file is cut from. */
export const NAME_WEIGHT = 700 satisfies FontWeight;

/** A language's own name as the switch shows it (हिन्दी): the text its name file is cut to. */
export const nameText = (locale: Exclude<Locale, 'en'>): string => LOCALE_NAMES[locale];

/** The name's characters, each once (CSS `unicode-range`): what the name file draws. */
export function nameRange(locale: Exclude<Locale, 'en'>): string {
  return rangeOf([...nameText(locale)].map((char) => char.codePointAt(0)!));
}

/**
 * What cuts the core and name files, as the lock file pins it: the build stops when another version is
 * installed (webpack.config.cjs), since a new cutter may write other bytes for the same letters.
 */
export const CUT_WITH: Readonly<Record<string, string>> = { 'subset-font': '2.9.0', harfbuzzjs: '1.6.4' };

/**
 * The 8 hex digits of a file's name (decision 083): a hash of everything its bytes come from, the
 * @fontsource file and, for a cut file, its characters and the cutter's versions. So a name never
 * changes bytes, and the servers send every font file as immutable, like the scripts' hashed names.
 */
function tagOf(font: ScriptFont, weight: FontWeight, characters?: string): string {
  const from = `${font.fontPackage}@${FONT_VERSION}/files/${font.source}-${weight}-normal.woff2`;
  const made = characters === undefined ? [from] : [from, JSON.stringify(CUT_WITH), characters];
  return createHash('sha256').update(made.join('\n')).digest('hex').slice(0, 8);
}

/**
 * Where the shell serves a face's file, from the site's root: the rest
 * `fonts/noto-sans-gujarati-gujarati-700-normal.5.3.0.1a2b3c4d.woff2`, the core
 * `fonts/noto-sans-gujarati-gujarati-700-normal.5.3.0.core.5e6f7a8b.woff2`.
 */
export function fontFile(font: ScriptFont, weight: FontWeight, part: 'core' | 'rest'): string {
  const stem = `fonts/${font.source}-${weight}-normal.${FONT_VERSION}`;
  return part === 'core' ? `${stem}.core.${tagOf(font, weight, coreText(font))}.woff2` : `${stem}.${tagOf(font, weight)}.woff2`;
}

/** Where the shell serves a language's name file: `fonts/noto-sans-gujarati-gujarati-700-normal.5.3.0.name.9c0d1e2f.woff2`. */
export function nameFile(locale: Exclude<Locale, 'en'>): string {
  const font = SCRIPT_FONTS[locale];
  return `fonts/${font.source}-${NAME_WEIGHT}-normal.${FONT_VERSION}.name.${tagOf(font, NAME_WEIGHT, nameText(locale))}.woff2`;
}

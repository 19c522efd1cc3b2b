import { LOCALE_NAMES, LOCALES, type SitePage } from 'shared/contracts';
import { createI18n } from 'shared/i18n';
import { messages as hindi } from '../../locales/hi';
import { createModuleLoader, type LoadedModule } from '../../federation/module-loader';
import { resolveTitle } from '../../lib/title-state';
import { sitemapXml } from '../sitemap/sitemap';
import { indicFontStyle, languageNamesStyle, webFonts } from './indic-fonts';
import { FONT_VERSION, FONT_WEIGHTS, SCRIPT_FONTS, codePointsOf, fontFile, nameFile, rangeOf } from './indic-font-files';
import { cacheControlFor, IMMUTABLE } from 'shared/security';
import devanagari from '@fontsource/noto-sans-devanagari/package.json';
import gujarati from '@fontsource/noto-sans-gujarati/package.json';
import { headTags } from './seo';
import { readTarget } from './request-target';

const ORIGIN = 'https://www.robominds.in';
const pages: SitePage[] = [
  { remote: 'mf_content', path: '/', module: 'HomePage', label: 'Home', labels: { hi: 'होम', gu: 'મુખ્ય પૃષ્ઠ' }, detail: false },
  {
    remote: 'mf_content',
    path: '/news',
    module: 'NewsPage',
    label: 'News',
    labels: { hi: 'समाचार', gu: 'સમાચાર' },
    detail: false,
    query: ['q'],
  },
  { remote: 'mf_content', path: '/news/:id', module: 'NewsDetailPage', label: 'News', detail: true },
  { remote: 'mf_maze', path: '/robot-maze', module: 'RobotMazePage', label: 'Robot Maze', detail: false },
];
const target = (raw: string) => readTarget(raw, { pages, conflicts: [], complete: true }, ORIGIN);

describe('readTarget under a language prefix', () => {
  it('takes each language’s page at its own address, the prefix kept', () => {
    expect(target('/hi')).toEqual({ kind: 'page', address: '/hi', pathname: '/hi' });
    expect(target('/gu/news/3')).toEqual({ kind: 'page', address: '/gu/news/3', pathname: '/gu/news/3' });
    expect(target('/hi/news?q=robot&utm_source=x')).toEqual({ kind: 'page', address: '/hi/news?q=robot', pathname: '/hi/news' });
  });

  it('moves /hi/ to /hi and other spellings to the page’s own, in the same language', () => {
    expect(target('/hi/')).toEqual({ kind: 'moved', location: '/hi' });
    expect(target('/gu/News/?q=lab')).toEqual({ kind: 'moved', location: '/gu/news?q=lab' });
    expect(target('/hi//robot-maze')).toEqual({ kind: 'moved', location: '/hi/robot-maze' });
  });

  it('renders an unknown path under a prefix as that language’s Page Not Found', () => {
    expect(target('/hi/no-such-page')).toEqual({ kind: 'page', address: '/hi/page-not-found', pathname: '/hi/page-not-found' });
    expect(target('/gu/../etc')).toEqual({ kind: 'page', address: '/gu/page-not-found', pathname: '/gu/page-not-found' });
    expect(target('/en/news')).toEqual({ kind: 'page', address: '/page-not-found', pathname: '/page-not-found' });
  });
});

describe('headTags in a language', () => {
  const head = (locale: 'en' | 'hi' | 'gu', pathname: string) =>
    headTags({ baseUrl: ORIGIN, pathname, locale, title: 't', siteDescription: `site in ${locale}` });

  it('names the language’s own address as canonical and every version as an absolute alternate', () => {
    const html = head('gu', '/news');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/gu/news">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/news">`);
    expect(html).toContain(`<link rel="alternate" hreflang="hi" href="${ORIGIN}/hi/news">`);
    expect(html).toContain(`<link rel="alternate" hreflang="gu" href="${ORIGIN}/gu/news">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/news">`);
    expect(html).toContain('<meta property="og:locale" content="gu_IN">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_IN">');
    expect(html).toContain('<meta name="description" content="site in gu">');
  });

  it('writes the home page’s alternates without a trailing slash after a prefix, and its inLanguage', () => {
    const html = head('hi', '/');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/hi">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/">`);
    expect(html).toContain('"inLanguage":"hi-IN"');
  });

  it('gives a detail page’s subject the page’s language', () => {
    const html = headTags({
      baseUrl: ORIGIN,
      pathname: '/news/3',
      locale: 'hi',
      title: 't',
      meta: { status: 'ok', description: 'd', kind: 'article', structuredData: { '@type': 'NewsArticle', inLanguage: 'en' } },
    });
    expect(html).toContain('"inLanguage":"hi-IN"');
    expect(html).not.toContain('"inLanguage":"en"');
  });
});

describe('sitemapXml in every language', () => {
  it('lists each page once per language, each with all its versions and x-default', () => {
    const xml = sitemapXml(ORIGIN, [{ path: '/' }, { path: '/news/:id', items: [{ id: '3', updated: '2025-01-02' }] }], LOCALES);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${ORIGIN}/`, `${ORIGIN}/gu`, `${ORIGIN}/gu/news/3`, `${ORIGIN}/hi`, `${ORIGIN}/hi/news/3`, `${ORIGIN}/news/3`]);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/hi/news/3</loc><lastmod>2025-01-02</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/news/3"/>` +
        `<xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN}/hi/news/3"/>` +
        `<xhtml:link rel="alternate" hreflang="gu" href="${ORIGIN}/gu/news/3"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/news/3"/></url>`,
    );
  });
});

describe('titles in Hindi by the spec’s rule', () => {
  const language = { locale: 'hi' as const, pages, i18n: createI18n('hi', hindi) };
  it('takes the first segment’s page label, the translated tagline and Page Not Found', () => {
    expect(resolveTitle('/', null, false, language)).toBe('RoboMinds | STEM शिक्षा');
    expect(resolveTitle('/news', null, false, language)).toBe('समाचार | RoboMinds');
    expect(resolveTitle('/news/3', null, false, language)).toBe('समाचार | RoboMinds');
    expect(resolveTitle('/news/3', { pathname: '/news/3', itemTitle: 'लैब खुली' }, false, language)).toBe('लैब खुली | RoboMinds');
    // A page without Hindi labels (an older remote) keeps its English label.
    expect(resolveTitle('/robot-maze', null, false, language)).toBe('Robot Maze | RoboMinds');
    expect(resolveTitle('/nope', null, true, language)).toBe('पेज नहीं मिला | RoboMinds');
  });
});

describe('the module loader and a module’s prepare(locale)', () => {
  it('awaits prepare for the language before the module counts as loaded, once per language', async () => {
    const prepared: string[] = [];
    const loaded: LoadedModule = { default: () => null, prepare: async (locale) => void prepared.push(locale) };
    const load = jest.fn(async () => loaded);
    const loader = createModuleLoader(load);
    await expect(loader.get('mf_maze', 'RobotMazePage', false, 'hi')).resolves.toBe(loaded);
    await loader.get('mf_maze', 'RobotMazePage', false, 'hi');
    await loader.get('mf_maze', 'RobotMazePage');
    expect(prepared).toEqual(['hi', 'en']);
  });

  it('makes a failed prepare the area’s failure, and a fresh get tries again', async () => {
    let failures = 1;
    const loaded: LoadedModule = {
      default: () => null,
      prepare: async () => {
        if (failures-- > 0) throw new Error('locale chunk unreachable');
      },
    };
    const loader = createModuleLoader(async () => loaded);
    await expect(loader.get('mf_content', 'NewsPage', false, 'gu')).rejects.toThrow('locale chunk unreachable');
    await expect(loader.get('mf_content', 'NewsPage', true, 'gu')).resolves.toBe(loaded);
  });

  it('takes a module without prepare as it is', async () => {
    const loaded: LoadedModule = { default: () => null };
    await expect(createModuleLoader(async () => loaded).get('mf_chat', 'ChatWidget', false, 'gu')).resolves.toBe(loaded);
  });
});

describe('the Indic fonts a page draws with', () => {
  it('are its own script’s text and heading faces on a Hindi or Gujarati page, and none on an English one', () => {
    expect(webFonts('en')).toEqual([]);
    expect(indicFontStyle('en')).toBe('');
    // Only the page's script, only its own ranges: never Latin, never ₹ (U+20B9).
    const hindi = indicFontStyle('hi');
    expect(hindi).toContain('font-family:"Noto Sans Devanagari"');
    expect(hindi).not.toContain('Gujarati');
    expect(hindi).not.toMatch(/U\+20B9|U\+0000|U\+00|U\+20A8/);
    expect(hindi).toContain('font-display:swap');
    // The build copies the installed version's files under the names the page asks for.
    expect([devanagari.version, gujarati.version]).toEqual([FONT_VERSION, FONT_VERSION]);
    // The cores: the files cut to the language's letters (indic-font-files.ts).
    // Each named with the face as a device that has it installed finds it (decision 072).
    expect(webFonts('hi')).toEqual([
      {
        href: expect.stringMatching(/^\/fonts\/noto-sans-devanagari-devanagari-400-normal\.5\.3\.0\.core\.[0-9a-f]{8}\.woff2$/),
        installed: 'local("Noto Sans Devanagari Regular"),local("NotoSansDevanagari-Regular")',
      },
      {
        href: expect.stringMatching(/^\/fonts\/noto-sans-devanagari-devanagari-700-normal\.5\.3\.0\.core\.[0-9a-f]{8}\.woff2$/),
        installed: 'local("Noto Sans Devanagari Bold"),local("NotoSansDevanagari-Bold")',
      },
    ]);
    expect(webFonts('gu')).toEqual([
      {
        href: expect.stringMatching(/^\/fonts\/noto-sans-gujarati-gujarati-400-normal\.5\.3\.0\.core\.[0-9a-f]{8}\.woff2$/),
        installed: 'local("Noto Sans Gujarati Regular"),local("NotoSansGujarati-Regular")',
      },
      {
        href: expect.stringMatching(/^\/fonts\/noto-sans-gujarati-gujarati-700-normal\.5\.3\.0\.core\.[0-9a-f]{8}\.woff2$/),
        installed: 'local("Noto Sans Gujarati Bold"),local("NotoSansGujarati-Bold")',
      },
    ]);
  });

  it('draws each weight from the device’s own copy first, then from its core for the language’s letters and from the whole file for the rest of the script', () => {
    const faces = indicFontStyle('hi').match(/@font-face\{font-family:"Noto Sans Devanagari";[^}]*\}/g) ?? [];
    const read = (face: string) => ({
      weight: /font-weight:(\d+)/.exec(face)?.[1],
      src: /url\(([^)]+)\)/.exec(face)?.[1],
      installed: /src:(local\([^)]*\),local\([^)]*\)),url/.exec(face)?.[1],
      range: /unicode-range:([^}]+)/.exec(face)?.[1],
    });
    const [core400, rest400, core700, rest700] = faces.map(read);
    expect(faces).toHaveLength(4);
    expect([core400, rest400, core700, rest700].map((face) => face?.weight)).toEqual(['400', '400', '700', '700']);
    expect(core400?.src).toBe(webFonts('hi')[0]?.href);
    expect(core700?.src).toBe(webFonts('hi')[1]?.href);
    expect([core400, rest400].map((face) => face?.installed)).toEqual([webFonts('hi')[0]?.installed, webFonts('hi')[0]?.installed]);
    expect([core700, rest700].map((face) => face?.installed)).toEqual([webFonts('hi')[1]?.installed, webFonts('hi')[1]?.installed]);
    expect(rest400?.src).toMatch(/^\/fonts\/noto-sans-devanagari-devanagari-400-normal\.5\.3\.0\.[0-9a-f]{8}\.woff2$/);
    // The core has Hindi's letters and every sign; what it leaves out (ॐ, the digits, ऌ, the Vedic signs) is the rest's.
    const drawn = (range: string | undefined, text: string) => {
      const points = new Set(codePointsOf(range ?? ''));
      return [...text].every((char) => points.has(char.codePointAt(0)!));
    };
    expect(drawn(core400?.range, 'क्षत्रज्ञऋषिऑनलाइनकक्षाएँज़िंदगी।़ॆॄॢ')).toBe(true);
    expect([...'ॐ०१२ऌॠ'].some((char) => drawn(core400?.range, char))).toBe(false);
    expect(drawn(rest400?.range, 'ॐ०१२ऌॠ\u1CD0\uA8E0')).toBe(true);
    // The two never meet, and together they are the whole script.
    const core = codePointsOf(core400?.range ?? '');
    const rest = codePointsOf(rest400?.range ?? '');
    expect(core.filter((point) => rest.includes(point))).toEqual([]);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(codePointsOf(SCRIPT_FONTS.hi.unicodeRange).sort((a, b) => a - b));
  });

  it('draws the switch’s names in other scripts with faces of their own: the device’s Noto, a system font of the script, else the name’s own file', () => {
    const read = (locale: 'en' | 'hi' | 'gu') => {
      const style = languageNamesStyle(locale);
      const faces = (style.match(/@font-face\{[^}]*\}/g) ?? []).map((face) => ({
        family: /font-family:"([^"]+)"/.exec(face)?.[1],
        weight: /font-weight:(\d+)/.exec(face)?.[1],
        local: Array.from(face.matchAll(/local\("([^"]+)"\)/g), (match) => match[1]),
        src: /url\(([^)]+)\)/.exec(face)?.[1],
        drawn: [...new Set(codePointsOf(/unicode-range:([^}]+)/.exec(face)?.[1] ?? ''))].sort((a, b) => a - b),
      }));
      const stack = /\[data-language-name\]\{font-family:([^}]+)\}/.exec(style)?.[1];
      return { style, faces, stack };
    };
    const pointsOf = (text: string) => [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
    const nameFace = (locale: 'hi' | 'gu') => ({
      family: 'Language Names',
      // The switch's links are 600: the 700 face.
      weight: '700',
      // The site's typeface installed first (every Android phone), then the script's fonts of Windows,
      // macOS and iOS, each by full and PostScript name; then the file cut to the name.
      local: [
        `${SCRIPT_FONTS[locale].family} Bold`,
        `${SCRIPT_FONTS[locale].postScript}-Bold`,
        'Nirmala UI Bold',
        'NirmalaUI-Bold',
        ...SCRIPT_FONTS[locale].systemBold.slice(2),
      ],
      src: expect.stringMatching(new RegExp(`^/fonts/${SCRIPT_FONTS[locale].source}-700-normal\\.5\\.3\\.0\\.name\\.[0-9a-f]{8}\\.woff2$`)),
      // Only the name's own letters: no other text of a page can ever be drawn from this face.
      drawn: pointsOf(LOCALE_NAMES[locale]),
    });
    const english = read('en');
    expect(english.style).toMatch(/^<style data-fonts="names">[^<]*<\/style>$/);
    expect(english.faces).toEqual([nameFace('hi'), nameFace('gu')]);
    expect(english.stack).toBe(
      '"Language Names",system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    );
    // A Hindi page draws हिन्दी with its own typeface, as the rest of the page: only ગુજરાતી has a face here.
    const hindi = read('hi');
    expect(hindi.faces).toEqual([nameFace('gu')]);
    expect(hindi.stack).toMatch(/^"Noto Sans Devanagari","Noto Sans Devanagari Fallback","Language Names",system-ui/);
    const gujarati = read('gu');
    expect(gujarati.faces).toEqual([nameFace('hi')]);
    expect(gujarati.stack).toMatch(/^"Noto Sans Gujarati","Noto Sans Gujarati Fallback","Language Names",system-ui/);
  });

  it('names every font file by what its bytes are made of, so the servers send each as immutable', () => {
    const files = (['hi', 'gu'] as const).flatMap((locale) => [
      ...FONT_WEIGHTS.flatMap((weight) => [fontFile(SCRIPT_FONTS[locale], weight, 'core'), fontFile(SCRIPT_FONTS[locale], weight, 'rest')]),
      nameFile(locale),
    ]);
    expect(new Set(files).size).toBe(10);
    for (const file of files) expect([file, cacheControlFor(`/${file}`)]).toEqual([file, IMMUTABLE]);
  });

  it('reads and writes unicode ranges', () => {
    expect(codePointsOf('U+0905-0907, U+090d')).toEqual([0x905, 0x906, 0x907, 0x90d]);
    expect(rangeOf([0x90d, 0x905, 0x906, 0x907, 0x950])).toBe('U+0905-0907, U+090D, U+0950');
    expect(() => codePointsOf('U+0905-, x')).toThrow('not a unicode-range part');
  });
});

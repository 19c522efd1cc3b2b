/**
 * @jest-environment node
 */
import type { Locale, PageProps } from 'shared/contracts';
import { exposedPages, hydrateServerRender, type ElementFactory } from 'shared/test/server-render';
import { pages } from './pages';

// Issue 39: mf-content's pages in Hindi and Gujarati, rendered on the server and hydrated as the shell
// does: the page module's `prepare(locale)` first, then the page with `locale` in its props.
jest.setTimeout(60_000);

const { arrived, load } = exposedPages('mf_content', pages, (file) => import(`./${file}`));

/** A page in a language: prepared on each side (each loads its own modules), then rendered. */
function inLanguage(module: string, locale: Locale, props: PageProps = arrived): ElementFactory {
  return async () => {
    const [{ createElement }, page] = await Promise.all([import('react'), load(module)()]);
    await page.prepare?.(locale);
    return createElement(page.default, { ...props, locale });
  };
}

const DEVANAGARI = /[\u0900-\u097F]/;
const GUJARATI = /[\u0A80-\u0AFF]/;

describe('the news list in Hindi', () => {
  it('searches the Hindi text with a Latin query and shows the results and words in Hindi', async () => {
    const { html } = await hydrateServerRender(inLanguage(pages.news.module, 'hi'), { url: '/news?q=anganwadi', path: pages.news.path });
    expect(html).toContain('समाचार और अपडेट');
    expect(html).toContain('1 समाचार');
    expect(html).toContain('आंगनवाड़ी');
    expect(html).toContain('value="anganwadi"');
    expect(html).not.toContain('News &amp; Updates');
  });
  it('says the no-match message in Hindi', async () => {
    const { html } = await hydrateServerRender(inLanguage(pages.news.module, 'hi'), { url: '/news?q=कखगघ', path: pages.news.path });
    expect(html).toContain('आपकी खोज से मेल खाता कोई समाचार नहीं मिला।');
  });
});

describe('a news article in Gujarati', () => {
  it('renders the Gujarati article with its date and words in Gujarati', async () => {
    const { html } = await hydrateServerRender(inLanguage(pages.newsItem.module, 'gu'), { url: '/news/1', path: pages.newsItem.path });
    expect(html).toContain('બધા સમાચાર');
    expect(html).toContain('વધુ સમાચાર');
    expect(html).toContain('જાન્યુઆરી');
    expect(html.match(/<h1[^>]*>([^<]*)</)?.[1]).toMatch(GUJARATI);
    expect(html).not.toContain('More News');
  });
  it('keeps the article text’s links in Gujarati, so they stay in the language without script', async () => {
    const { html } = await hydrateServerRender(inLanguage(pages.newsItem.module, 'gu'), { url: '/news/1', path: pages.newsItem.path });
    expect(html).toContain('href="/gu/labs#araria"');
    expect(html).not.toContain('href="/labs#araria"');
  });
});

describe('the blog in Hindi', () => {
  it('shows category labels in Hindi while the filter values stay English', async () => {
    const { html } = await hydrateServerRender(inLanguage(pages.blog.module, 'hi'), {
      url: '/blog?category=Robotics',
      path: pages.blog.path,
    });
    expect(html).toContain('श्रेणी: रोबोटिक्स');
    expect(html).toContain('value="Robotics"');
    expect(html).toContain('सभी श्रेणियाँ');
  });
});

describe('the legal pages', () => {
  it('renders the privacy policy in Gujarati and the terms in Hindi', async () => {
    const privacy = await hydrateServerRender(inLanguage(pages.privacyPolicy.module, 'gu'), {
      url: '/privacy-policy',
      path: pages.privacyPolicy.path,
    });
    expect(privacy.html).toContain('ગોપનીયતા નીતિ');
    const terms = await hydrateServerRender(inLanguage(pages.termsOfService.module, 'hi'), {
      url: '/terms-of-service',
      path: pages.termsOfService.path,
    });
    expect(terms.html).toContain('सेवा की शर्तें');
    expect(terms.html).toContain('इस पेज पर');
  });
});

describe('English', () => {
  it('is unchanged without a locale and with locale en: no Devanagari or Gujarati letter', async () => {
    for (const locale of [undefined, 'en'] as const) {
      const make: ElementFactory = async () => {
        const [{ createElement }, page] = await Promise.all([import('react'), load(pages.news.module)()]);
        if (locale) await page.prepare?.(locale);
        return createElement(page.default, { ...arrived, locale });
      };
      const { html } = await hydrateServerRender(make, { url: '/news?q=anganwadi', path: pages.news.path });
      expect(html).toContain('News &amp; Updates');
      expect(html).toContain('1 news item');
      expect(html).not.toMatch(DEVANAGARI);
      expect(html).not.toMatch(GUJARATI);
    }
  });
});

describe('every page in Hindi and Gujarati', () => {
  const addresses = Object.values(pages).map((row) => ({
    module: row.module,
    url: row.path.includes(':id') ? row.path.replace(':id', row.module === 'CourseDetailPage' ? 'blockzie' : '1') : row.path,
    path: row.path,
  }));
  it.each(addresses.flatMap((address) => (['hi', 'gu'] as const).map((locale) => ({ ...address, locale }))))(
    '$url in $locale: its heading in the language',
    async ({ module, url, path, locale }) => {
      const { html } = await hydrateServerRender(inLanguage(module, locale), { url, path });
      expect(html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]).toMatch(locale === 'hi' ? DEVANAGARI : GUJARATI);
    },
  );
  it("tells the about page's story in Hindi", async () => {
    const { html } = await hydrateServerRender(inLanguage(pages.about.module, 'hi'), { url: '/about', path: pages.about.path });
    const story = html.match(/<h2 id="story-title">.*?<\/h2>\s*<p[^>]*>(.*?)<\/p>/s)?.[1];
    expect(story).toMatch(DEVANAGARI);
    expect(html).not.toContain('Our Story');
  });
});

import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
// Tests route in memory; the site's router (shared/router) carries no MemoryRouter to the browser.
import { MemoryRouter } from 'react-router-dom';
import { localePrefix, REMOTE_AREA_NAMES, REMOTE_NAMES, type Locale, type SitePage } from 'shared/contracts';
import {
  BRAND_DESCRIPTION,
  footerQuickLinks,
  LABS,
  legalNavigation,
  OFFICE_ADDRESS,
  primaryNavigation,
  solutionsNavigation,
} from 'shared/site';
import { theme } from 'shared/ui';
import { PageLocaleContext } from '../app/page-locale';
import { AreaFailure } from '../components/area-failure';
import { words } from '../i18n';
import { NotFoundPage } from '../pages/not-found-page';
import { Footer } from './footer';
import { Header } from './header';
import { labName, navigationName, failureMessage, officeAddress } from './site-words';

const PAGES: SitePage[] = [
  { remote: 'mf_content', path: '/news', module: 'NewsPage', label: 'News', detail: false, query: ['q'] },
  { remote: 'mf_content', path: '/news/:id', module: 'NewsDetailPage', label: 'News', detail: true },
];

/** The layout at `path` (after the prefix) of a page in `locale`, as SiteFrame provides it. */
function renderIn(locale: Locale, ui: React.ReactNode, path = '/news?q=robot&utm_source=mail') {
  const prefix = localePrefix(locale);
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[`${prefix}${path}`]} basename={prefix || undefined}>
        <PageLocaleContext.Provider value={locale}>{ui}</PageLocaleContext.Provider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** A language link as a visitor and a crawler meet it: name, address, lang, hreflang, current. */
function describeLanguage(link: HTMLElement) {
  return [link.textContent, link.getAttribute('href'), link.lang, (link as HTMLAnchorElement).hreflang, link.getAttribute('aria-current')];
}

beforeAll(async () => {
  await words.prepare('hi');
  await words.prepare('gu');
});

describe('the shell’s English words are the ones it always had', () => {
  const english = words.i18nFor('en');
  it('names every menu link, lab and remote area as shared/site and shared/contracts do', () => {
    for (const item of [...primaryNavigation, ...solutionsNavigation, ...footerQuickLinks, ...legalNavigation])
      expect(navigationName(english, item)).toBe(item.name);
    for (const lab of LABS) expect(labName(english, lab.anchor)).toBe(lab.name);
    for (const remote of REMOTE_NAMES) expect(failureMessage(english, remote)).toBe(`${REMOTE_AREA_NAMES[remote]} could not be loaded`);
    expect(failureMessage(english, null)).toBe('This page could not be loaded');
    expect(english._('footer.description')).toBe(BRAND_DESCRIPTION);
    expect(officeAddress(english, OFFICE_ADDRESS)).toEqual(OFFICE_ADDRESS);
  });

  it('translates every one of them in Hindi and Gujarati', () => {
    for (const locale of ['hi', 'gu'] as const) {
      const other = words.i18nFor(locale);
      for (const item of [...primaryNavigation, ...solutionsNavigation, ...footerQuickLinks, ...legalNavigation])
        expect([item.name, navigationName(other, item)]).not.toEqual([item.name, item.name]);
      for (const lab of LABS) expect(labName(other, lab.anchor)).not.toBe(lab.name);
      for (const remote of REMOTE_NAMES) expect(failureMessage(other, remote)).not.toMatch(/could not be loaded/);
    }
  });
});

describe('the header and its language switch', () => {
  it('shows the Hindi header with the switch to the same page and declared query in each language', () => {
    renderIn('hi', <Header pages={PAGES} />);
    const header = within(screen.getByRole('banner'));
    // The desktop links (hidden on a narrow screen, as jsdom's is).
    expect(header.getByRole('link', { name: 'समाचार', hidden: true })).toHaveAttribute('href', '/hi/news');
    expect(header.getByRole('link', { name: 'शुरू करें', hidden: true })).toHaveAttribute('href', '/hi#get-started');
    expect(header.getByRole('button', { name: 'मेनू खोलें' })).toBeInTheDocument();
    const languages = within(header.getByRole('navigation', { name: 'भाषा' })).getAllByRole('link');
    expect(languages.map(describeLanguage)).toEqual([
      ['English', '/news?q=robot', 'en-IN', 'en', null],
      ['हिन्दी', '/hi/news?q=robot', 'hi-IN', 'hi', 'true'],
      ['ગુજરાતી', '/gu/news?q=robot', 'gu-IN', 'gu', null],
    ]);
  });

  it('marks English current on an English page and keeps its words', () => {
    renderIn('en', <Header pages={PAGES} />, '/news/3');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'News', hidden: true })).toHaveAttribute('href', '/news');
    const languages = within(header.getByRole('navigation', { name: 'Language' })).getAllByRole('link');
    expect(languages.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['/news/3', 'true'],
      ['/hi/news/3', null],
      ['/gu/news/3', null],
    ]);
  });
});

describe('the footer, the 404 and a failed area in the page’s language', () => {
  it('shows the Gujarati footer, its links staying in Gujarati', () => {
    renderIn('gu', <Footer pages={PAGES} />);
    expect(screen.getByRole('heading', { name: 'ઉપયોગી લિંક્સ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ગોપનીયતા નીતિ' })).toHaveAttribute('href', '/gu/privacy-policy');
    expect(screen.getByRole('link', { name: 'AI સ્માર્ટ લેબ' })).toHaveAttribute('href', '/gu/services#ai-smart-lab');
    expect(screen.getByText('અમદાવાદ, ગુજરાત 380015')).toBeInTheDocument();
    expect(screen.getByText(/સર્વ હક્ક સ્વાધીન/)).toBeInTheDocument();
  });

  it('offers the three languages in the footer, to the same page and declared query, under a name of its own', () => {
    renderIn('gu', <Footer pages={PAGES} />);
    const languages = within(screen.getByRole('navigation', { name: 'આ પાનું આ ભાષામાં વાંચો' })).getAllByRole('link');
    expect(languages.map(describeLanguage)).toEqual([
      ['English', '/news?q=robot', 'en-IN', 'en', null],
      ['हिन्दी', '/hi/news?q=robot', 'hi-IN', 'hi', null],
      ['ગુજરાતી', '/gu/news?q=robot', 'gu-IN', 'gu', 'true'],
    ]);
  });

  it('names the footer’s switch apart from the header’s in every language', () => {
    for (const [locale, header, footer] of [
      ['en', 'Language', 'Read this page in'],
      ['hi', 'भाषा', 'यह पेज इस भाषा में पढ़ें'],
    ] as const) {
      const { unmount } = renderIn(
        locale,
        <>
          <Header pages={PAGES} />
          <Footer pages={PAGES} />
        </>,
      );
      expect(screen.getByRole('navigation', { name: header })).toBeInTheDocument();
      expect(within(screen.getByRole('navigation', { name: footer })).getAllByRole('link')).toHaveLength(3);
      unmount();
    }
  });

  it('shows the Hindi 404 with its way home', () => {
    renderIn('hi', <NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/hi');
  });

  it('names the failed remote area and Try again in Hindi and Gujarati', () => {
    const { unmount } = renderIn('hi', <AreaFailure remote="mf_maze" variant="page" onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'रोबोट भूलभुलैया लोड नहीं हो सकी' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    unmount();
    renderIn('gu', <AreaFailure remote="mf_chat" variant="floating" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('ચેટ સહાયક લોડ થઈ શક્યો નથી.');
    expect(screen.getByRole('button', { name: 'ફરી પ્રયાસ કરો' })).toBeInTheDocument();
  });
});

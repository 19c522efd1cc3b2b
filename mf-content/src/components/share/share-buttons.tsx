import { useState, useSyncExternalStore } from 'react';
import { localePath } from 'shared/contracts';
import { useLocation } from 'shared/router';
import { Button, ButtonAnchor, visuallyHidden } from 'shared/ui';
import { useLocale, useWords, type PageWords } from '../../i18n';
import { WHATSAPP, pageAddress, shareLinks } from '../../lib/share-links';

const unchanging = () => () => {};
/** The page's address in the browser; null on the server. */
const useBrowserAddress = () =>
  useSyncExternalStore(
    unchanging,
    () => pageAddress(window.location),
    () => null,
  );
const useHas = (feature: () => boolean) => useSyncExternalStore(unchanging, feature, () => false);
const hasShareSheet = () => typeof navigator.share === 'function';

/**
 * The address to share: the site's public address (`siteUrl`, PageProps) and the page's path in its
 * language, the same on the server and in the browser, so the links are in the HTML as served; without
 * `siteUrl` (a page rendered only in the browser), the browser's own address once it runs.
 */
function useShareAddress(siteUrl: string | undefined): string | null {
  const { pathname } = useLocation();
  const locale = useLocale();
  const browser = useBrowserAddress();
  return siteUrl ? pageAddress({ origin: siteUrl, pathname: localePath(locale, pathname) }) : browser;
}

/**
 * Share a news article or a blog post: WhatsApp and e-mail links, plain links that work before and
 * without script, and Copy link, with "Link copied" said in a live region (a press before the script
 * has run is replayed by the shell once it has). Where the browser has a share sheet, its Share button
 * takes Copy link's place once the script runs (the sheet copies too): the same three controls, so the
 * page below does not move. Nothing is fetched before a press, and no third party's script is loaded.
 * Its words (`share.*`) are written in the catalog of each page that shows it (`words`: the news and
 * blog detail pages', see lingui.config.cjs), so they need no catalog and loaders of their own.
 */
export function ShareButtons({ title, siteUrl, words }: { readonly title: string; readonly siteUrl?: string; readonly words: PageWords }) {
  const { i18n } = useWords(words);
  const address = useShareAddress(siteUrl);
  const shareSheet = useHas(hasShareSheet);
  const [sheetFailed, setSheetFailed] = useState(false);
  const [said, setSaid] = useState('');
  if (address === null) return null;

  const links = shareLinks(title, address);
  const openSheet = () =>
    navigator.share({ title, url: address }).catch((error: unknown) => {
      // Closing the sheet is the visitor's choice; any other refusal leaves them the links instead.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setSheetFailed(true);
    });
  // No clipboard (a page not served over HTTPS): the visitor is told where to copy from.
  const copy = () =>
    (navigator.clipboard?.writeText(address) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setSaid(i18n._('share.copied')),
      () => setSaid(i18n._('share.copyFailed')),
    );
  const sheet = shareSheet && !sheetFailed;
  return (
    <div
      role="group"
      aria-label={i18n._('share.label', { title })}
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'center' })}
    >
      <span css={{ fontWeight: 600, marginRight: 4 }}>{i18n._('share.heading')}</span>
      <ButtonAnchor variant="secondary" href={links.whatsapp}>
        {WHATSAPP}
      </ButtonAnchor>
      <ButtonAnchor variant="secondary" href={links.email}>
        {i18n._('share.email')}
      </ButtonAnchor>
      {sheet ? (
        <Button type="button" variant="secondary" onClick={openSheet}>
          {i18n._('share.native')}
        </Button>
      ) : (
        <Button type="button" variant="secondary" onClick={copy}>
          {i18n._('share.copy')}
        </Button>
      )}
      <span role="status" css={said ? { fontWeight: 600 } : visuallyHidden}>
        {said}
      </span>
    </div>
  );
}

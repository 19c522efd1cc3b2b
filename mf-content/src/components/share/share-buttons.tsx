import { useState, useSyncExternalStore } from 'react';
import { Button, ButtonAnchor, visuallyHidden } from 'shared/ui';
import { useWords } from '../../i18n';
import { WHATSAPP, pageAddress, shareLinks } from '../../lib/share-links';
import { shareWords } from './words';

const unchanging = () => () => {};
/** The page's address in the browser; null on the server, which has no public address to give (see below). */
const useAddress = () =>
  useSyncExternalStore(
    unchanging,
    () => pageAddress(window.location),
    () => null,
  );
const useHas = (feature: () => boolean) => useSyncExternalStore(unchanging, feature, () => false);
const hasShareSheet = () => typeof navigator.share === 'function';
const hasClipboard = () => typeof navigator.clipboard?.writeText === 'function';

/**
 * Share a news article or a blog post: the browser's own share sheet where it has one, else WhatsApp
 * and e-mail links and Copy link, with "Link copied" said in a live region. Nothing is fetched before
 * a press, and no third party's script is loaded. The links need the page's public address, which a
 * page is not given on the server, so the group shows once the page runs in the browser; the address
 * is the browser's own (the public one, whatever proxy is in front).
 */
export function ShareButtons({ title }: { readonly title: string }) {
  const { i18n } = useWords(shareWords);
  const address = useAddress();
  const shareSheet = useHas(hasShareSheet);
  const clipboard = useHas(hasClipboard);
  const [sheetFailed, setSheetFailed] = useState(false);
  const [said, setSaid] = useState('');
  if (address === null) return null;

  const links = shareLinks(title, address);
  const openSheet = () =>
    navigator.share({ title, url: address }).catch((error: unknown) => {
      // Closing the sheet is the visitor's choice; any other refusal leaves them the links instead.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setSheetFailed(true);
    });
  const copy = () =>
    navigator.clipboard.writeText(address).then(
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
      {sheet ? (
        <Button type="button" variant="secondary" onClick={openSheet}>
          {i18n._('share.native')}
        </Button>
      ) : (
        <>
          <ButtonAnchor variant="secondary" href={links.whatsapp}>
            {WHATSAPP}
          </ButtonAnchor>
          <ButtonAnchor variant="secondary" href={links.email}>
            {i18n._('share.email')}
          </ButtonAnchor>
          {clipboard ? (
            <Button type="button" variant="secondary" onClick={copy}>
              {i18n._('share.copy')}
            </Button>
          ) : null}
        </>
      )}
      <span role="status" css={said ? { fontWeight: 600 } : visuallyHidden}>
        {said}
      </span>
    </div>
  );
}

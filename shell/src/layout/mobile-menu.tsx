import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { NavLink, useLocation } from 'shared/router';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import type { SitePage } from 'shared/contracts';
import { useShellWords } from '../i18n';
import { getStartedHref, primaryNavigation, solutionsNavigation } from 'shared/site';
import { ButtonLink, focusRing, media } from 'shared/ui';
import { focusableWithin, nextTrapIndex } from '../lib/scroll';
import { hasPopovers, isShown, setShown } from '../lib/popover';
import { LanguageSwitch } from './language-switch';
import { navigationName } from './site-words';
import { NavButton } from './solutions-menu';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * The menu's sheet: the whole screen, a popover (the platform's), so the menu button opens it from the
 * first paint, before any script, in the top layer over everything. Its dimmed part left of the panel
 * is a button that closes it (a tap there closes the menu and reaches nothing behind it). While it is
 * open the page does not scroll, and is inert where CSS can say so: its siblings (skip link, header,
 * main, footer) are `interactivity: inert`, so Tab and a screen reader stay in the menu without the
 * script too (Chrome 135; elsewhere the script's trap holds them). Where the browser has no popovers,
 * the script does it.
 */
const Sheet = styled.div`
  display: none;
  &:popover-open {
    display: block;
  }
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: transparent;
  html:has(&:popover-open) {
    overflow: hidden;
  }
  html:has(&:popover-open) :has(> &) > :not(&) {
    interactivity: inert;
  }
`;

const Scrim = styled.button`
  position: absolute;
  inset: 0;
  width: 100%;
  border: 0;
  padding: 0;
  cursor: default;
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} 0.2s ease-out;
`;

const Panel = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: 85vw;
  max-width: ${({ theme }) => theme.layout.mobileMenuMaxWidth};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${slideIn} 0.25s ease-out;
  h2 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
    &.active {
      color: ${({ theme }) => theme.color.primary};
      background: ${({ theme }) => theme.color.primarySoft};
    }
    ${({ theme }) => focusRing(theme)};
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${({ theme }) => focusRing(theme)};
`;

const Hamburger = styled(NavButton)`
  width: 48px;
  flex-shrink: 0;
  justify-content: center;
  ${media.desktopUp} {
    display: none;
  }
`;

/** What the menu and its button share: the menu's id and, without popovers, its state. */
interface MenuState {
  readonly menuId: string;
  /** Open by the script, where the browser has no popovers (always false where it has them). */
  readonly openByScript: boolean;
  readonly onOpenByScript: (open: boolean) => void;
}

/**
 * The header's menu button on phones and tablets: it opens the menu as the platform does (a popover
 * button), before and without scripts. Its `aria-expanded` follows the menu's own toggle; only this
 * button renders again then, so an opening costs the visitor's tap no render of the header.
 */
export function MobileMenuButton({ menuId, openByScript, onOpenByScript, ref }: MenuState & { readonly ref: Ref<HTMLButtonElement> }) {
  const { i18n } = useShellWords();
  const [shown, setShownState] = useState(false);
  useEffect(() => {
    const menu = document.getElementById(menuId);
    const onToggle = (event: Event) => setShownState((event as Event & { newState?: string }).newState === 'open');
    menu?.addEventListener('toggle', onToggle);
    // Opened before the script ran: the button takes the menu as the visitor left it.
    setShownState(isShown(menu));
    return () => menu?.removeEventListener('toggle', onToggle);
  }, [menuId]);
  return (
    <Hamburger
      ref={ref}
      type="button"
      aria-label={i18n._('header.openMenu')}
      aria-expanded={shown || openByScript}
      aria-controls={menuId}
      popoverTarget={menuId}
      onClick={() => {
        if (!hasPopovers()) onOpenByScript(true);
      }}
    >
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </Hamburger>
  );
}

export interface MobileMenuProps extends MenuState {
  /** The menu button, which gets focus back when the menu closes. */
  readonly returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The site's pages, for the language switch. */
  readonly pages: readonly SitePage[];
}

/**
 * The phone menu: a dialog panel sliding in over a dimmed page, in the server's HTML of every page.
 * The platform opens it from the menu button, focuses its Close button (`autofocus`), and closes it on
 * Escape, the dimmed part and Close, focus back on the menu button: all before and without scripts.
 * The script adds what the platform does not: Tab stays inside it, and it closes on a link and on
 * navigation. Without popovers the script does all of it.
 */
export function MobileMenu({ menuId, openByScript, onOpenByScript, returnFocusTo, pages }: MobileMenuProps) {
  const { i18n } = useShellWords();
  const sheetRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const shownAt = useRef(location.key);

  const close = useCallback(() => {
    if (hasPopovers()) setShown(sheetRef.current, false);
    else onOpenByScript(false);
  }, [onOpenByScript]);

  useEffect(() => {
    if (location.key === shownAt.current) return;
    shownAt.current = location.key;
    close();
  }, [location.key, close]);

  // What the platform does for a popover, done by the script where there are none.
  useEffect(() => {
    if (!openByScript) return undefined;
    const returnTarget = returnFocusTo.current;
    const { style } = document.documentElement;
    const overflow = style.overflow;
    style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('button')?.focus();
    return () => {
      style.overflow = overflow;
      returnTarget?.focus();
    };
  }, [openByScript, returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableWithin(panelRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = nextTrapIndex(current, items.length, event.shiftKey);
    if (next >= 0) {
      event.preventDefault();
      items[next]?.focus();
    }
  };

  return (
    <Sheet ref={sheetRef} id={menuId} popover="auto" style={openByScript ? { display: 'block' } : undefined}>
      <Scrim type="button" popoverTarget={menuId} popoverTargetAction="hide" onClick={close} tabIndex={-1} aria-hidden="true" />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label={i18n._('menu.label')} onKeyDown={onKeyDown}>
        <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
          <CloseButton
            type="button"
            popoverTarget={menuId}
            popoverTargetAction="hide"
            onClick={close}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- what a popover focuses as it opens, before and without scripts; never on a page's load (the menu is hidden then)
            autoFocus
            aria-label={i18n._('menu.close')}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </div>
        <nav aria-label={i18n._('header.mainNav')}>
          <ul>
            {primaryNavigation.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.path === '/'} onClick={close}>
                  {navigationName(i18n, item)}
                </NavLink>
              </li>
            ))}
          </ul>
          <h2>{i18n._('header.solutions')}</h2>
          <ul>
            {solutionsNavigation.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} onClick={close}>
                  {navigationName(i18n, item)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink to={getStartedHref} variant="accent" onClick={close} css={{ marginTop: 24, width: '100%' }}>
          {i18n._('header.getStarted')}
        </ButtonLink>
        <LanguageSwitch pages={pages} css={{ marginTop: 16 }} />
      </Panel>
    </Sheet>
  );
}

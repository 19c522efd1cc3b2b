import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'shared/router';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import type { SitePage } from 'shared/contracts';
import { useShellWords } from '../i18n';
import { getStartedHref, primaryNavigation, solutionsNavigation } from 'shared/site';
import { ButtonLink, focusRing } from 'shared/ui';
import { focusableWithin, nextTrapIndex } from '../lib/scroll';
import { LanguageSwitch } from './language-switch';
import { navigationName } from './site-words';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} 0.2s ease-out;
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
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

export interface MobileMenuProps {
  readonly id: string;
  readonly onClose: () => void;
  /** The hamburger button, which gets focus back when the menu closes. */
  readonly returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The site's pages, for the language switch. */
  readonly pages: readonly SitePage[];
}

/**
 * The phone menu: a dialog panel sliding in over a dimmed overlay. While it is open the page behind
 * does not scroll and Tab stays inside it; it closes on Escape, the overlay, a link, or navigation.
 */
export function MobileMenu({ id, onClose, returnFocusTo, pages }: MobileMenuProps) {
  const { i18n } = useShellWords();
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const openedAt = useRef(location.key);

  useEffect(() => {
    if (location.key !== openedAt.current) onClose();
  }, [location.key, onClose]);

  useEffect(() => {
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    const returnTarget = returnFocusTo.current;
    panelRef.current?.querySelector<HTMLElement>('button')?.focus();
    return () => {
      body.style.overflow = previousOverflow;
      returnTarget?.focus();
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
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

  // Portalled to <body>: inside the header, whose backdrop-filter makes it the containing block of
  // fixed descendants, the overlay would cover only the header.
  return createPortal(
    <>
      <Overlay data-testid="mobile-menu-overlay" onClick={onClose} aria-hidden="true" />
      <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-label={i18n._('menu.label')} onKeyDown={onKeyDown}>
        <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
          <CloseButton type="button" onClick={onClose} aria-label={i18n._('menu.close')}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </div>
        <nav aria-label={i18n._('header.mainNav')}>
          <ul>
            {primaryNavigation.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.path === '/'} onClick={onClose}>
                  {navigationName(i18n, item)}
                </NavLink>
              </li>
            ))}
          </ul>
          <h2>{i18n._('header.solutions')}</h2>
          <ul>
            {solutionsNavigation.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} onClick={onClose}>
                  {navigationName(i18n, item)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink to={getStartedHref} variant="accent" onClick={onClose} css={{ marginTop: 24, width: '100%' }}>
          {i18n._('header.getStarted')}
        </ButtonLink>
        <LanguageSwitch pages={pages} css={{ marginTop: 16 }} />
      </Panel>
    </>,
    document.body,
  );
}

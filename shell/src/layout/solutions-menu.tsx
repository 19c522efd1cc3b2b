import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'shared/router';
import styled from '@emotion/styled';
import { useShellWords } from '../i18n';
import { solutionsNavigation } from 'shared/site';
import { Button, focusRing } from 'shared/ui';
import { navigationName } from './site-words';
import { hasPopovers, isShown, setShown } from '../lib/popover';

const Wrapper = styled.div`
  position: relative;
`;

/**
 * A header control in the site's button family (shared/ui's Button: its focus ring, touch target and
 * disabled look) with the header's link look: no fill, text colour, a small radius, the links' padding.
 */
export const NavButton = styled(Button)`
  gap: 6px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.text};
  &:hover:not(:disabled) {
    background: none;
    color: ${({ theme }) => theme.color.primary};
  }
`;
/** The anchor the open list is placed under (CSS anchor positioning: the list lives in the top layer). */
const ANCHOR = '--solutions-menu';

/**
 * The list. A popover is in the top layer, placed by the browser: under its button by anchor, or, where
 * anchor positioning is missing, under the header at the right. Where the browser has no popovers, the
 * script shows it (`data-open-by-script`), under its button in the page.
 */
const Panel = styled.ul`
  display: none;
  &:popover-open {
    display: block;
  }
  position: fixed;
  inset: auto;
  top: ${({ theme }) => theme.layout.headerHeight};
  right: ${({ theme }) => theme.space.md};
  @supports (position-anchor: ${ANCHOR}) {
    position-anchor: ${ANCHOR};
    top: anchor(bottom);
    left: anchor(left);
    right: auto;
  }
  &[data-open-by-script] {
    display: block;
    position: absolute;
    top: 100%;
    left: 0;
    right: auto;
    z-index: 1;
  }
  min-width: 220px;
  margin: 6px 0 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  color: inherit;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 500;
    &:hover,
    &.active {
      background: ${({ theme }) => theme.color.primarySoft};
      color: ${({ theme }) => theme.color.primary};
    }
    ${({ theme }) => focusRing(theme)};
  }
`;

/**
 * The header's Solutions dropdown, as a disclosure: a button that shows a list of links. The list is a
 * popover (the platform's), so the button opens it from the first paint, before any script, and the
 * browser closes it on an outside click and on Escape (focus back on the button). The script adds what
 * the platform does not: ArrowDown opens it on its first link, and it closes when focus leaves it, on a
 * link, and on navigation; `aria-expanded` follows the list's own toggle. Where the browser has no
 * popovers (Chrome before 114, as on Windows 7 and 8 computers; Safari before 17) the script does it
 * all: the list stays hidden until the button is pressed, and closes on Escape and an outside click.
 */
export function SolutionsMenu() {
  const { i18n } = useShellWords();
  // Whether the list is open. Where the browser has popovers it follows the list's own toggle; where
  // it has none, this state is what shows the list.
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const location = useLocation();

  const openByScript = open && !hasPopovers();
  const show = useCallback((shown: boolean) => {
    if (hasPopovers()) setShown(panelRef.current, shown);
    else setOpen(shown);
  }, []);

  // Opened before the script ran: the state takes the list as the visitor left it.
  useEffect(() => setOpen(isShown(panelRef.current)), []);
  // What a popover's light dismiss does, done by the script where there are none: a click outside closes it.
  useEffect(() => {
    if (!openByScript) return undefined;
    const onClick = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [openByScript]);
  // Closed on navigation (not on the first render: that is the page the visitor opened it on).
  const shownAt = useRef(`${location.pathname}${location.hash}`);
  useEffect(() => {
    const here = `${location.pathname}${location.hash}`;
    if (here === shownAt.current) return;
    shownAt.current = here;
    show(false);
  }, [location.pathname, location.hash, show]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openByScript) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      show(true);
      requestAnimationFrame(() => panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
    }
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) show(false);
      }}
    >
      <NavButton
        ref={buttonRef}
        type="button"
        popoverTarget={listId}
        aria-expanded={open}
        aria-controls={listId}
        css={{ anchorName: ANCHOR }}
        onClick={() => {
          if (!hasPopovers()) setOpen((shown) => !shown);
        }}
      >
        {i18n._('header.solutions')}
        <svg
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          css={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }}
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </NavButton>
      <Panel
        ref={panelRef}
        id={listId}
        popover="auto"
        data-open-by-script={openByScript || undefined}
        onToggle={(event) => setOpen((event.nativeEvent as Event & { newState?: string }).newState === 'open')}
      >
        {solutionsNavigation.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} onClick={() => show(false)}>
              {navigationName(i18n, item)}
            </NavLink>
          </li>
        ))}
      </Panel>
    </Wrapper>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'shared/router';
import styled from '@emotion/styled';
import { solutionsNavigation } from 'shared/site';
import { focusRing } from 'shared/ui';

const Wrapper = styled.div`
  position: relative;
`;

export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  ${({ theme }) => focusRing(theme)};
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] {
    display: none;
  }
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
 * The header's Solutions dropdown, as a disclosure: a button that shows a list of links. Closes on an
 * outside click, on Escape (focus back on the button), when focus leaves it, and on navigation.
 */
export function SolutionsMenu() {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
    if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => wrapperRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
    }
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavButton ref={buttonRef} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        Solutions
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
      <Panel id={listId} hidden={!open}>
        {solutionsNavigation.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} onClick={() => setOpen(false)}>
              {item.name}
            </NavLink>
          </li>
        ))}
      </Panel>
    </Wrapper>
  );
}

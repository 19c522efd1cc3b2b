import { useCallback, useId, useRef, useState } from 'react';
import { NavLink } from 'shared/router';
import styled from '@emotion/styled';
import { css, type Theme } from '@emotion/react';
import type { SitePage } from 'shared/contracts';
import { useShellWords } from '../i18n';
import { getStartedHref, primaryNavigation } from 'shared/site';
import { media } from 'shared/ui';
import { ButtonLink, Container } from 'shared/ui';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { NavButton, SolutionsMenu } from './solutions-menu';
import { useScrolled } from '../lib/use-scrolled';
import { headerLinkRow } from './header-links';
import { LanguageSwitch } from './language-switch';
import { navigationName } from './site-words';

const Bar = styled.header<{ scrolled: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  background: ${({ scrolled }) => (scrolled ? '#ffffff' : 'rgba(255, 255, 255, 0.86)')};
  box-shadow: ${({ scrolled, theme }) => (scrolled ? theme.shadow.header : 'none')};
  backdrop-filter: ${({ scrolled }) => (scrolled ? 'none' : 'blur(8px)')};
  transition:
    background-color 0.2s,
    box-shadow 0.2s;
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.desktopUp} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }
  & > ul {
    ${({ theme }) => headerLinkRow(theme, { current: '&.active' })};
  }
`;

const Hamburger = styled(NavButton)`
  width: 48px;
  flex-shrink: 0;
  justify-content: center;
  ${media.desktopUp} {
    display: none;
  }
`;

/**
 * On phones and tablets the header holds the brand, the switch and the menu button: the switch shows
 * only the two other languages there (the page is plainly in its own), and below 400 px (most phones), where even
 * that would push the menu button off the screen, only the phone menu holds the switch (a known gap:
 * on such a phone without scripts there is no switch; README, "What the site does not do").
 */
const phoneSwitch = (theme: Theme) => css`
  margin-left: auto;
  @media not all and (min-width: ${theme.breakpoint.lg}) {
    li:has(> a[aria-current]) {
      display: none;
    }
    a {
      padding: 0 4px;
    }
  }
  @media (max-width: 399.98px) {
    display: none;
  }
`;

/**
 * The site header: brand, primary links, the Solutions dropdown and Get Started on wide screens; a
 * hamburger opening the slide-in menu on phones and tablets; the language switch on every width (it
 * must work without scripts, and the phone menu needs them). Solid white with a shadow once scrolled.
 * `pages`: the site's pages, for the switch to keep the query a page declares.
 */
export function Header({ pages }: { readonly pages: readonly SitePage[] }) {
  const { i18n } = useShellWords();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <Bar scrolled={scrolled} data-scrolled={scrolled ? 'true' : 'false'}>
      <Container
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
          [`@media not all and (min-width: ${theme.breakpoint.lg})`]: { gap: 8 },
        })}
      >
        <BrandMark />
        <DesktopNav aria-label={i18n._('header.mainNav')}>
          <ul>
            {primaryNavigation.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.path === '/'}>
                  {navigationName(i18n, item)}
                </NavLink>
              </li>
            ))}
          </ul>
          <SolutionsMenu />
          <ButtonLink to={getStartedHref} variant="accent" css={{ marginLeft: 8 }}>
            {i18n._('header.getStarted')}
          </ButtonLink>
        </DesktopNav>
        <LanguageSwitch pages={pages} css={phoneSwitch} />
        <Hamburger
          ref={hamburgerRef}
          type="button"
          aria-label={i18n._('header.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(true)}
        >
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </Hamburger>
      </Container>
      {menuOpen ? <MobileMenu id={menuId} onClose={closeMenu} returnFocusTo={hamburgerRef} pages={pages} /> : null}
    </Bar>
  );
}

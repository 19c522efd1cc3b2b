import { useId, useRef, useState } from 'react';
import { NavLink } from 'shared/router';
import styled from '@emotion/styled';
import { css, type Theme } from '@emotion/react';
import type { SitePage } from 'shared/contracts';
import { useShellWords } from '../i18n';
import { getStartedHref, primaryNavigation } from 'shared/site';
import { media } from 'shared/ui';
import { ButtonLink, Container } from 'shared/ui';
import { BrandMark } from './brand-mark';
import { MobileMenu, MobileMenuButton } from './mobile-menu';
import { SolutionsMenu } from './solutions-menu';
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

/**
 * On phones and tablets the header holds the brand, the switch and the menu button: the switch shows
 * only the two other languages there (the page is plainly in its own), and below 400 px (most phones), where even
 * that would push the menu button off the screen, only the phone menu holds the switch.
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
 * hamburger opening the slide-in menu on phones and tablets (with or without scripts, where the browser
 * has popovers); the language switch on every width but the narrowest, where it is in the menu. Solid
 * white with a shadow once scrolled.
 * `pages`: the site's pages, for the switch to keep the query a page declares.
 */
export function Header({ pages }: { readonly pages: readonly SitePage[] }) {
  const { i18n } = useShellWords();
  const scrolled = useScrolled();
  // Set only where the browser has no popovers: then the script opens the menu.
  const [openByScript, setOpenByScript] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  return (
    <>
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
          <MobileMenuButton ref={hamburgerRef} menuId={menuId} openByScript={openByScript} onOpenByScript={setOpenByScript} />
        </Container>
      </Bar>
      {/* Beside the bar, not in it: its backdrop-filter would make it the box a menu without popovers is placed in. */}
      <MobileMenu menuId={menuId} openByScript={openByScript} onOpenByScript={setOpenByScript} returnFocusTo={hamburgerRef} pages={pages} />
    </>
  );
}

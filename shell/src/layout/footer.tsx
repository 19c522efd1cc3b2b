import { Link } from 'shared/router';
import styled from '@emotion/styled';
import type { SitePage } from 'shared/contracts';
import { useShellWords } from '../i18n';
import {
  BRAND_NAME,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  LABS,
  OFFICE_ADDRESS,
  SOCIAL_LINKS,
  footerQuickLinks,
  labHref,
  legalNavigation,
  type SocialLink,
} from 'shared/site';
import { media } from 'shared/ui';
import { AddressLines, Container, drawnWhenNear, focusRing } from 'shared/ui';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import { labName, navigationName, officeAddress } from './site-words';

/** Below the fold on every page but the shortest: drawn as it nears the screen (decision record 073). */
const Band = styled.footer`
  ${drawnWhenNear({ phone: 1300, tablet: 800, desktop: 530 })}
  margin-top: auto;
  background: ${({ theme }) => theme.color.inverseSurface};
  color: ${({ theme }) => theme.color.inverseMuted};
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.lg};
  a {
    color: ${({ theme }) => theme.color.inverseText};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
    ${({ theme }) => focusRing(theme)};
  }
  h2 {
    color: ${({ theme }) => theme.color.inverseText};
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr;
  ${media.tabletUp} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktopUp} {
    grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
  }
`;

const SocialIcon = ({ network }: { readonly network: SocialLink['network'] }) => {
  const paths: Record<SocialLink['network'], string> = {
    Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.2-.5.5-.5z',
    Instagram:
      'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
    LinkedIn:
      'M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h4v1.7c.6-1 1.9-2 3.9-2 3.6 0 4.1 2.3 4.1 5.4V21h-4v-5.9c0-1.4 0-3.1-2-3.1s-2 1.5-2 3V21h-4z',
  };
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" />
    </svg>
  );
};

/**
 * The site footer: company, quick links, services, contact, social links, the language switch and the
 * legal line. The switch is here on every page and every width (issue 39): below 400 px the header has
 * none, and the phone menu's needs scripts. `pages`: the site's pages, for the query each declares.
 */
export function Footer({ pages }: { readonly pages: readonly SitePage[] }) {
  const { i18n } = useShellWords();
  const year = new Date().getFullYear();
  return (
    <Band>
      <Container>
        <Columns>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" css={{ position: 'absolute', left: -9999 }}>
              {i18n._('footer.about', { brand: BRAND_NAME })}
            </h2>
            <BrandMark inverse />
            <p css={{ marginTop: 12 }}>{i18n._('footer.description')}</p>
            <ul aria-label={i18n._('footer.social')} css={{ display: 'flex', gap: 8 }}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={i18n._('footer.socialLink', { brand: BRAND_NAME, network: link.network })}
                    css={{ width: 44, height: 44, justifyContent: 'center', borderRadius: '50%', background: 'rgba(255,255,255,0.1)' }}
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links">{i18n._('footer.quickLinks')}</h2>
            <ul>
              {footerQuickLinks.map((item) => (
                <li key={item.name}>
                  <Link to={item.path}>{navigationName(i18n, item)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services">{i18n._('footer.services')}</h2>
            <ul>
              {LABS.map((lab) => (
                <li key={lab.anchor}>
                  <Link to={labHref(lab.anchor)}>{labName(i18n, lab.anchor)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{i18n._('footer.contact')}</h2>
            <address css={{ fontStyle: 'normal' }}>
              <p>
                <AddressLines address={officeAddress(i18n, OFFICE_ADDRESS)} withCountry={false} />
              </p>
              <p css={{ margin: 0 }}>
                {i18n._('footer.phone')} <a href={CONTACT_PHONE.href}>{CONTACT_PHONE.display}</a>
              </p>
              <p>
                {i18n._('footer.email')} <a href={CONTACT_EMAIL.href}>{CONTACT_EMAIL.display}</a>
              </p>
            </address>
          </section>
        </Columns>
        <LanguageSwitch pages={pages} label={i18n._('footer.language')} inverse css={(theme) => ({ marginTop: theme.space.xl })} />
        <div
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 12,
            marginTop: theme.space.md,
            paddingTop: theme.space.lg,
            borderTop: '1px solid rgba(255,255,255,0.15)',
            fontSize: theme.fontSize.sm,
          })}
        >
          {/* The server's year may be the old one on New Year's Eve; the browser's wins without a fuss. */}
          <p css={{ margin: 0 }} suppressHydrationWarning>
            {i18n._('footer.copyright', { year, brand: BRAND_NAME })}
          </p>
          <nav aria-label={i18n._('footer.legal')}>
            <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
              {legalNavigation.map((item) => (
                <li key={item.path}>
                  <Link to={item.path}>{navigationName(i18n, item)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </Band>
  );
}

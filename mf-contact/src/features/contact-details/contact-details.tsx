import styled from '@emotion/styled';
import { CONTACT_EMAIL, CONTACT_PHONE, OFFICE_ADDRESS } from 'shared/site';
import { useWords } from '../../i18n';
import { AddressLines } from 'shared/ui';
import { InfoCard } from '../../components/info-card';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/icons';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    grid-template-columns: 22px 1fr;
    gap: ${({ theme }) => theme.space.sm};
    align-items: start;
  }
  li > svg {
    margin-top: 11px;
    color: ${({ theme }) => theme.color.primary};
  }
  .label {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.muted};
  }
  address {
    font-style: normal;
    padding-top: 8px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** Address, phone and e-mail from the shared site facts, so the footer and this page always agree; the address in the page's language, as the footer writes it. */
export function ContactDetails() {
  const { i18n } = useWords();
  return (
    <InfoCard aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{i18n._('details.heading')}</h2>
      <List>
        <li>
          <PinIcon />
          <div>
            <span className="label">{i18n._('details.visit')}</span>
            <address>
              <AddressLines
                address={{
                  ...OFFICE_ADDRESS,
                  lines: [i18n._('details.address.line1'), i18n._('details.address.line2')],
                  city: i18n._('details.address.city'),
                  region: i18n._('details.address.region'),
                  country: i18n._('details.address.country'),
                }}
              />
            </address>
          </div>
        </li>
        <li>
          <PhoneIcon />
          <div>
            <span className="label">{i18n._('details.call')}</span>
            <a href={CONTACT_PHONE.href}>{CONTACT_PHONE.display}</a>
          </div>
        </li>
        <li>
          <MailIcon />
          <div>
            <span className="label">{i18n._('details.email')}</span>
            <a href={CONTACT_EMAIL.href}>{CONTACT_EMAIL.display}</a>
          </div>
        </li>
      </List>
    </InfoCard>
  );
}

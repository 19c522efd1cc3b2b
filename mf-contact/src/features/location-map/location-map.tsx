import styled from '@emotion/styled';
import { useWords } from '../../i18n';
import { formatAddress } from 'shared/site';
import { media } from 'shared/ui';
import { ButtonAnchor, visuallyHidden } from 'shared/ui';
import { mapsSearchUrl } from '../../lib/maps-url';
import { ExternalIcon } from '../../components/icons';
import areaMap from '../../assets/area-map.svg';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  ${media.tabletUp} {
    grid-template-columns: 3fr 2fr;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #eef2f7;
  }
  figcaption p {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

/**
 * Where to find the office, without a third-party map: a local illustration, the address as text,
 * and a link that opens the address in a maps site in a new tab.
 */
export function LocationMap() {
  const { i18n } = useWords();
  // The postal address stays in its English lines (what a courier and the maps site read), marked
  // English so a screen reader on a Hindi or Gujarati page reads it with an English voice.
  const address = formatAddress();
  return (
    <Figure>
      <img src={areaMap} width={640} height={400} loading="lazy" decoding="async" alt={i18n._('map.alt')} />
      <figcaption>
        <p css={{ fontWeight: 600 }} lang="en-IN">
          {address}
        </p>
        <p>{i18n._('map.directions')}</p>
        <ButtonAnchor href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer" variant="secondary">
          {i18n._('map.open')}
          <ExternalIcon />
          <span css={visuallyHidden}>{i18n._('map.newTab')}</span>
        </ButtonAnchor>
      </figcaption>
    </Figure>
  );
}

import styled from '@emotion/styled';
import type { Words } from 'shared/i18n';
import { useWords } from '../../i18n';
import { InfoCard } from '../../components/info-card';
import { ClockIcon } from '../../components/icons';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  tr:last-of-type th,
  tr:last-of-type td {
    border-bottom: 0;
  }
  th {
    font-weight: 600;
    padding-right: ${({ theme }) => theme.space.md};
  }
  td {
    text-align: right;
    white-space: nowrap;
  }
  caption {
    caption-side: bottom;
    text-align: left;
    padding-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.muted};
  }
`;

/**
 * The office's hours (shared/site's OPENING_HOURS, which the footer and the structured data read) in
 * the page's language: English word for word as there (a test holds the two together).
 */
export function openingHours(i18n: Words): readonly { readonly days: string; readonly hours: string }[] {
  return [
    { days: i18n._('hours.weekdays'), hours: i18n._('hours.weekdaysTime') },
    { days: i18n._('hours.saturday'), hours: i18n._('hours.saturdayTime') },
    { days: i18n._('hours.sunday'), hours: i18n._('hours.closed') },
  ];
}

/**
 * Opening hours as a table of day group and hours: a screen reader reads each row in order, with the
 * days as the row header. Times are India Standard Time, which a visitor abroad needs to know.
 */
export function OpeningHours() {
  const { i18n } = useWords();
  return (
    <InfoCard aria-labelledby="opening-hours-heading">
      <h2 id="opening-hours-heading">
        <ClockIcon />
        {i18n._('hours.heading')}
      </h2>
      <Table>
        <caption>{i18n._('hours.timeZone')}</caption>
        <tbody>
          {openingHours(i18n).map((row) => (
            <tr key={row.days}>
              <th scope="row">{row.days}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </InfoCard>
  );
}

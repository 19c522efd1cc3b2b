import styled from '@emotion/styled';
import { OPENING_HOURS } from 'shared/site';
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
 * Opening hours as a table of day group and hours: a screen reader reads each row in order, with the
 * days as the row header. Times are India Standard Time, which a visitor abroad needs to know.
 */
export function OpeningHours() {
  return (
    <InfoCard aria-labelledby="opening-hours-heading">
      <h2 id="opening-hours-heading">
        <ClockIcon />
        Opening hours
      </h2>
      <Table>
        <caption>Times are India Standard Time (IST).</caption>
        <tbody>
          {OPENING_HOURS.map((row) => (
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

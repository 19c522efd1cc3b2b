import styled from '@emotion/styled';
import { media } from 'shared/ui';

/** A page's two columns on a desktop (a narrow aside, then the form), one above the other below. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.desktopUp} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

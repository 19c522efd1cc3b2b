import styled from '@emotion/styled';
import { media } from 'shared/ui';

/** A bordered panel of the contact page (details, hours, form). */
export const InfoCard = styled.section`
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  ${media.tabletUp} {
    padding: ${({ theme }) => theme.space.lg};
  }
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  h2 svg {
    color: ${({ theme }) => theme.color.primary};
    flex: none;
  }
`;

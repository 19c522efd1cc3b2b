import styled from '@emotion/styled';

/** First thing Tab reaches: jumps past the header to the page's content. */
export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.skipLink};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.inverseSurface};
  color: ${({ theme }) => theme.color.inverseText};
  font-weight: 700;
  &:focus {
    top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.inverseText};
  }
`;

import styled from '@emotion/styled';
import { media } from 'shared/ui';

/** A responsive grid of cards: one column on phones, then as many ~18rem columns as fit. */
export const CardGrid = styled.ul<{ min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${media.tabletUp} {
    grid-template-columns: repeat(auto-fill, minmax(${({ min = '17rem' }) => min}, 1fr));
  }
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

export const CardBody = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/** Section heading with an optional one-line introduction. */
export const SectionIntro = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
  max-width: 46rem;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: 0;
  }
`;

/** Long-form reading column (articles, legal pages): comfortable measure, styled HTML content. */
export const Prose = styled.div`
  max-width: 46rem;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-top: ${({ theme }) => theme.space.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-top: ${({ theme }) => theme.space.lg};
  }
  ul,
  ol {
    padding-left: 1.4rem;
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
  blockquote {
    margin: ${({ theme }) => theme.space.lg} 0;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-style: italic;
  }
  a {
    font-weight: 600;
  }
`;

/** A small pill label (grade, category, date). */
export const Tag = styled.span<{ tone?: 'primary' | 'accent' | 'plain' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  background: ${({ theme, tone }) => (tone === 'accent' ? theme.color.accentSoft : tone === 'plain' ? theme.color.surface : theme.color.primarySoft)};
  color: ${({ theme, tone }) => (tone === 'accent' ? theme.color.accentHover : tone === 'plain' ? theme.color.text : theme.color.primaryHover)};
`;

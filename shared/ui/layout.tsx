import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** Centred page-width column. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

/** A vertical section with the site's rhythm; alternate `tone` for banded pages. */
export const Section = styled.section<{ tone?: 'plain' | 'soft' }>`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme, tone }) => (tone === 'soft' ? theme.color.surface : 'transparent')};
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
`;

const HeaderBand = styled.div`
  background: linear-gradient(135deg, ${({ theme }) => theme.color.inverseSurface}, ${({ theme }) => theme.color.primary});
  color: ${({ theme }) => theme.color.inverseText};
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  p {
    max-width: 46rem;
    color: ${({ theme }) => theme.color.inverseMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: 0;
  }
`;

export interface PageHeaderProps {
  readonly title: ReactNode;
  readonly intro?: ReactNode;
  readonly eyebrow?: ReactNode;
  readonly children?: ReactNode;
}

/** The band at the top of every inner page: the page's one h1 and its introduction. */
export function PageHeader({ title, intro, eyebrow, children }: PageHeaderProps) {
  return (
    <HeaderBand>
      <Container>
        {eyebrow ? (
          <div css={{ fontWeight: 600, letterSpacing: '0.04em', textTransform: 'uppercase', marginBottom: 8 }}>{eyebrow}</div>
        ) : null}
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </Container>
    </HeaderBand>
  );
}

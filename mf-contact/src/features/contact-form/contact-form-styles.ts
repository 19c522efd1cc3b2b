import styled from '@emotion/styled';
import { media } from 'shared/ui';
import { focusRing } from 'shared/ui';

/** The contact form's look, apart from its behaviour. */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.tabletUp} {
    grid-template-columns: 1fr 1fr;
    .full {
      grid-column: 1 / -1;
    }
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 2px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    /* 16px or more: phones do not zoom into the field. */
    font: inherit;
    font-size: ${({ theme }) => theme.fontSize.md};
    ${({ theme }) => focusRing(theme)};
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;

export const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: 0.15em;
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

export const Notice = styled.div<{ tone: 'error' | 'success' }>`
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 6px solid ${({ theme, tone }) => (tone === 'error' ? theme.color.danger : theme.color.success)};
  background: ${({ theme, tone }) => (tone === 'error' ? theme.color.dangerSoft : theme.color.successSoft)};
  color: ${({ theme }) => theme.color.text};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p:last-child {
    margin-bottom: 0;
  }
  .lead {
    font-weight: 700;
    color: ${({ theme, tone }) => (tone === 'error' ? theme.color.danger : theme.color.success)};
  }
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: 600;
  }
`;

/** A short note beside the form (the privacy notice). */
export const Note = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primarySoft};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

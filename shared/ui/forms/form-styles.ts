import styled from '@emotion/styled';
import { css, type Theme } from '@emotion/react';
// From the singleton, as the pages have it already: a relative import would bundle a second copy.
import { focusRing, media } from 'shared/ui';

/**
 * The one look of the visitor forms (contact, waitlist, newsletter box): their text fields, selects
 * and text areas, the hint beside a field in error, the required mark, the alert and success notices,
 * the privacy notice and the row of actions. Behaviour lives in the forms; only the look is here.
 */

/** A text field, select or text area: a 44px touch target, 16px text (phones do not zoom in), a visible error state. */
export const fieldControl = (theme: Theme) => css`
  width: 100%;
  min-height: ${theme.touchTarget};
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 2px solid ${theme.color.muted};
  border-radius: ${theme.radius.md};
  background: ${theme.color.background};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.fontSize.md};
  ${focusRing(theme)};
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
    background: ${theme.color.dangerSoft};
  }
`;

/** A form of fields: one column on a phone, two from a tablet up, where `.full` children span both. */
export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.tabletUp} {
    grid-template-columns: 1fr 1fr;
    .full {
      grid-column: 1 / -1;
    }
  }
`;

/** One field: its label above its control, then any hint. */
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
    ${({ theme }) => fieldControl(theme)};
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
`;

/** The asterisk of a required field (read as "with an asterisk" once, beside the form). */
export const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: 0.15em;
`;

/** What a field in error says beside itself, so the problem is not shown by colour alone. */
export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

/** A form's outcome: what went wrong, or that it was sent. It carries its own background, so it reads on any band. */
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

/** The short privacy notice beside a form. */
export const FormNote = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

/** The submit button and a short line beside it. */
export const FormActions = styled.div`
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

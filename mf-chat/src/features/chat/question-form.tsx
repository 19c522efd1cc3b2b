import type { FormEvent, Ref } from 'react';
import styled from '@emotion/styled';
import { Button } from 'shared/ui';
import { useChatWords } from '../../i18n';
import { SendIcon } from '../../components/icons';
import { VisuallyHidden, VisuallyHiddenLabel } from '../../components/visually-hidden';
import { MAX_QUESTION_LENGTH } from 'shared/contracts';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
`;

// font-size 16px keeps iOS from zooming the page when the field gets focus.
const Field = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.muted};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-size: 16px;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.background};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surface};
  }
`;

export interface QuestionFormProps {
  readonly inputId: string;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly draft: string;
  readonly onDraftChange: (text: string) => void;
  readonly busy: boolean;
  /** Called with the draft when the visitor sends it (Enter or Send); blank text never gets here. */
  readonly onSend: (text: string) => void;
}

/** One line for the question and a Send button; both wait while a question is in flight. */
export function QuestionForm({ inputId, inputRef, draft, onDraftChange, busy, onSend }: QuestionFormProps) {
  const { i18n } = useChatWords();
  const canSend = Boolean(draft.trim()) && !busy;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend(draft);
  };
  return (
    <Form onSubmit={onSubmit}>
      <VisuallyHiddenLabel htmlFor={inputId}>{i18n._('form.label')}</VisuallyHiddenLabel>
      <Field
        ref={inputRef}
        id={inputId}
        type="text"
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        disabled={busy}
        maxLength={MAX_QUESTION_LENGTH}
        autoComplete="off"
        placeholder={i18n._('form.placeholder')}
      />
      <Button variant="primary" size="compact" type="submit" disabled={!canSend}>
        {busy ? (
          <>
            <span aria-hidden="true">…</span>
            <VisuallyHidden>{i18n._('form.sending')}</VisuallyHidden>
          </>
        ) : (
          <>
            <SendIcon />
            <span>{i18n._('form.send')}</span>
          </>
        )}
      </Button>
    </Form>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { media } from 'shared/ui';
import { useChatWords } from '../../i18n';
import { VisuallyHidden } from '../../components/visually-hidden';
import type { ChatMessage } from '../../lib/conversation-store';
import { AnswerSources } from './answer-sources';

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const Bubble = styled.p<{ from: ChatMessage['from'] }>`
  margin: 0;
  max-width: 88%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  white-space: pre-line;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.5;
  ${({ theme, from }) =>
    from === 'user'
      ? `align-self: flex-end; background: ${theme.color.primary}; color: ${theme.color.inverseText}; border-bottom-right-radius: 2px;`
      : `align-self: flex-start; background: ${theme.color.background}; color: ${theme.color.text}; border: 1px solid ${theme.color.border}; border-bottom-left-radius: 2px;`}
`;

const blink = keyframes`0%, 80%, 100% { opacity: 0.25; } 40% { opacity: 1; }`;

const Typing = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.muted};
  span {
    display: inline-block;
    animation: ${blink} 1.2s infinite;
  }
  span:nth-of-type(2) {
    animation-delay: 0.2s;
  }
  span:nth-of-type(3) {
    animation-delay: 0.4s;
  }
  ${media.reducedMotion} {
    span {
      animation: none;
    }
  }
`;

export interface MessageLogProps {
  readonly messages: readonly ChatMessage[];
  readonly busy: boolean;
  /** What an empty conversation shows instead (the suggested questions). */
  readonly empty: ReactNode;
  /** Called when the visitor follows a source link. */
  readonly onFollowSource?: () => void;
}

/**
 * The conversation. Replies are plain text (React text nodes, never HTML); the pages an answer comes
 * from follow it as links. The log is scrollable and focusable but not live: answers are announced
 * once by the AnswerAnnouncer, so opening the panel or a new message never re-reads the log.
 */
export function MessageLog({ messages, busy, empty, onFollowSource }: MessageLogProps) {
  const { i18n } = useChatWords();
  const ref = useRef<HTMLDivElement>(null);

  // Newest message in view (also when the panel opens on a long conversation).
  useEffect(() => {
    const log = ref.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, busy]);

  return (
    <Log ref={ref} role="log" aria-live="off" aria-label={i18n._('log.label')} tabIndex={0}>
      {messages.length === 0
        ? empty
        : messages.map((message, index) => (
            // The log only grows at the end or is cleared whole, so a position is a stable key.
            <Message key={index} message={message} onFollowSource={onFollowSource} />
          ))}
      {busy ? (
        <Typing aria-hidden="true">
          <span>●</span> <span>●</span> <span>●</span>
        </Typing>
      ) : null}
    </Log>
  );
}

function Message({ message, onFollowSource }: { readonly message: ChatMessage; readonly onFollowSource?: () => void }) {
  const { i18n } = useChatWords();
  return (
    <>
      <Bubble from={message.from} data-mode={message.mode}>
        <VisuallyHidden>{`${message.from === 'user' ? i18n._('log.you') : i18n._('log.assistant')} `}</VisuallyHidden>
        {message.text}
      </Bubble>
      {message.sources?.length ? <AnswerSources sources={message.sources} onFollow={onFollowSource} /> : null}
    </>
  );
}

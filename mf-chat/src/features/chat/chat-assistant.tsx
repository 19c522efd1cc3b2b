import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { BRAND_NAME } from 'shared/site';
import { CHAT_OPEN_EVENT, type ChatOpenDetail } from 'shared/contracts';
import { media } from 'shared/ui';
import { focusRing } from 'shared/ui';
import { VisuallyHidden, VisuallyHiddenLabel } from '../../components/visually-hidden';
import { ChatIcon, CloseIcon, SendIcon } from '../../components/icons';
import { suggestedQuestions } from '../../data/suggested-questions';
import { MAX_QUESTION_LENGTH } from '../../lib/chat-request';
import { sessionStore } from '../../lib/conversation-store';
import { MessageText } from './message-text';
import { useChat, type AskFn } from './use-chat';
import { useLauncherLift } from './use-launcher-lift';
import { useFocusNotObscured } from './use-focus-not-obscured';

/** Distance of the floating button from the viewport's right and bottom edges, and its size. */
const EDGE = 16;
const BUTTON_SIZE = 56;
/** The panel keeps at least this much height when the button is lifted above the footer. */
const MIN_PANEL_HEIGHT = 320;
/** What the button keeps clear of, and the line it never rises above (below the sticky header). */
const LIFT_LAYOUT = { edge: EDGE, size: BUTTON_SIZE, gap: 12, topLimit: 80 } as const;

const Launcher = styled.button`
  position: fixed;
  right: ${EDGE}px;
  width: ${BUTTON_SIZE}px;
  height: ${BUTTON_SIZE}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.inverseText};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.inverseText};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
  z-index: ${({ theme }) => theme.zIndex.chat};
  transition: background-color ${({ theme }) => theme.motion.fast}, bottom ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  ${({ theme }) => focusRing(theme)};
  ${media.reducedMotion} {
    transition: none;
  }
`;

const Panel = styled.section`
  position: fixed;
  right: ${EDGE}px;
  width: min(380px, calc(100vw - ${EDGE * 2}px));
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  z-index: ${({ theme }) => theme.zIndex.chat};
  overflow: hidden;
  ${media.phone} {
    right: 8px;
    left: 8px;
    width: auto;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.inverseText};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.inverseText};
  }
`;

const HeaderButton = styled.button`
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.inverseText};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${({ theme }) => focusRing(theme)};
`;

const HeaderText = styled.div`
  flex: 1;
`;

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

const Bubble = styled.p<{ from: 'user' | 'bot' }>`
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
  a {
    color: inherit;
    text-decoration: underline;
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
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

const Suggestions = styled.div`
  > p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.muted};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  button {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    text-align: left;
    border: 1px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.primary};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primarySoft};
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.55;
    }
    ${({ theme }) => focusRing(theme)};
  }
`;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  input {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    /* 16px keeps iOS from zooming the page when the field gets focus. */
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
  }
`;

const SendButton = styled.button`
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.inverseText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${({ theme }) => focusRing(theme)};
`;

export interface ChatAssistantProps {
  /** Sends a question and resolves to the bot's text; never rejects. */
  readonly ask: AskFn;
  readonly storage?: ReturnType<typeof sessionStore>;
  /** Called when the panel opens, so the endpoint config can be fetched before the first question. */
  readonly onFirstOpen?: () => void;
}

/**
 * The floating assistant: a button that toggles a labelled panel with a live message log, suggested
 * questions for an empty conversation, and a one-line question form.
 */
export function ChatAssistant({ ask, storage = sessionStore(), onFirstOpen }: ChatAssistantProps) {
  const { messages, busy, send, clear } = useChat(ask, storage);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const refocusInput = useRef(false);
  const firstOpen = useRef(true);
  const ids = useId();
  const panelId = `${ids}-panel`;
  const titleId = `${ids}-title`;
  const inputId = `${ids}-input`;

  const freeLift = useLauncherLift(rootRef, LIFT_LAYOUT);
  useFocusNotObscured(launcherRef, rootRef);
  // While the panel is open it stays where it opened (it covers the page by the visitor's choice), and
  // the button rises only as far as leaves the panel usable.
  const [openLift, setOpenLift] = useState(0);
  const lift = open ? openLift : freeLift;
  const panelBottom = EDGE + BUTTON_SIZE + 12 + lift;

  const openPanel = useCallback(() => {
    const room = Math.max(0, window.innerHeight - (EDGE + BUTTON_SIZE + 12) - MIN_PANEL_HEIGHT - EDGE);
    setOpenLift(Math.min(freeLift, room));
    setOpen(true);
    if (firstOpen.current) {
      firstOpen.current = false;
      onFirstOpen?.();
    }
  }, [onFirstOpen, freeLift]);

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  // Opening puts focus in the input.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, busy, open]);

  // Disabled controls drop focus; give it back to the input once the reply is in.
  useEffect(() => {
    if (!busy && refocusInput.current && open) {
      refocusInput.current = false;
      inputRef.current?.focus();
    }
  }, [busy, open]);

  const askQuestion = useCallback(
    (text: string) => {
      const active = document.activeElement;
      refocusInput.current = !active || active === document.body || Boolean(rootRef.current?.contains(active));
      void send(text).then((sent) => {
        if (!sent) refocusInput.current = false;
      });
    },
    [send],
  );

  // Other areas of the site open the chat with the `chat:open` event, optionally asking a question.
  useEffect(() => {
    const onOpen = (event: Event) => {
      openPanel();
      const question = (event as CustomEvent<ChatOpenDetail | undefined>).detail?.question;
      if (question) askQuestion(question);
    };
    window.addEventListener(CHAT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(CHAT_OPEN_EVENT, onOpen);
  }, [openPanel, askQuestion]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || busy) return;
    askQuestion(draft);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  // On a phone the panel covers the page a link leads to; the conversation stays for later.
  const closeOnPhone = () => {
    if (window.matchMedia?.(media.phone.replace('@media ', '')).matches) setOpen(false);
  };

  const canSend = Boolean(draft.trim()) && !busy;

  return (
    <div ref={rootRef} onKeyDown={onKeyDown}>
      <Launcher
        ref={launcherRef}
        type="button"
        aria-label="Chat assistant"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? setOpen(false) : openPanel())}
        style={{ bottom: EDGE + lift }}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </Launcher>
      {open ? (
        <Panel
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          style={{ bottom: panelBottom, maxHeight: `min(560px, calc(100dvh - ${panelBottom + EDGE}px))`, height: `min(560px, calc(100dvh - ${panelBottom + EDGE}px))` }}
        >
          <Header>
            <HeaderText>
              <h2 id={titleId}>{BRAND_NAME} assistant</h2>
              <p>Courses, labs, hours and policies</p>
            </HeaderText>
            <HeaderButton type="button" onClick={clear} disabled={busy || messages.length === 0} aria-label="Clear conversation">
              Clear
            </HeaderButton>
            <HeaderButton type="button" onClick={close} aria-label="Close chat">
              <CloseIcon />
            </HeaderButton>
          </Header>
          <Log ref={logRef} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
            {messages.length === 0 ? (
              <Suggestions>
                <p>Hi! Ask me anything about {BRAND_NAME}, or pick a question:</p>
                <h3 id={`${ids}-faq`}>Frequently asked questions</h3>
                <ul aria-labelledby={`${ids}-faq`}>
                  {suggestedQuestions.map((question) => (
                    <li key={question}>
                      <button type="button" disabled={busy} onClick={() => askQuestion(question)}>
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              </Suggestions>
            ) : (
              messages.map((message, index) => (
                <Bubble key={index} from={message.from} data-mode={message.mode}>
                  <VisuallyHidden>{message.from === 'user' ? 'You: ' : 'Assistant: '}</VisuallyHidden>
                  {message.from === 'bot' ? <MessageText text={message.text} onInternalLink={closeOnPhone} /> : message.text}
                </Bubble>
              ))
            )}
            {busy ? (
              <Typing aria-hidden="true">
                <span>●</span> <span>●</span> <span>●</span>
              </Typing>
            ) : null}
          </Log>
          <Form onSubmit={onSubmit}>
            <VisuallyHiddenLabel htmlFor={inputId}>Your question</VisuallyHiddenLabel>
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              disabled={busy}
              maxLength={MAX_QUESTION_LENGTH}
              autoComplete="off"
              placeholder="Type your question…"
            />
            <SendButton type="submit" disabled={!canSend}>
              {busy ? (
                <>
                  <span aria-hidden="true">…</span>
                  <VisuallyHidden>Sending</VisuallyHidden>
                </>
              ) : (
                <>
                  <SendIcon />
                  <span>Send</span>
                </>
              )}
            </SendButton>
          </Form>
        </Panel>
      ) : null}
    </div>
  );
}

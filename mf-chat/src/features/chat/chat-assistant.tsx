import { Activity, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from 'shared/contracts';
import type { Words } from 'shared/i18n';
import { ChatWordsContext, words } from '../../i18n';
import { createConversationStore, type ConversationStore } from '../../lib/conversation-store';
import { createDraftStore, type DraftStore } from '../../lib/draft-store';
import { LIFT_LAYOUT, openLift, panelBottom } from '../../lib/panel-geometry';
import { AnswerAnnouncer } from './answer-announcer';
import { ChatPanel } from './chat-panel';
import { Launcher } from './launcher';
import { MessageLog } from './message-log';
import { QuestionForm } from './question-form';
import { Suggestions } from './suggestions';
import { useChat, type AskFn } from './use-chat';
import { useChatFocus } from './use-chat-focus';
import { useDraft } from './use-draft';
import { useFocusNotObscured } from './use-focus-not-obscured';
import { useLauncherSpot } from './use-launcher-spot';
import { isPhone, usePanelHoldsFocus } from './use-panel-holds-focus';

export interface ChatStores {
  readonly conversation: ConversationStore;
  readonly draft: DraftStore;
}

/** The tab's sessionStorage; made once, so the hooks' effects see the same store on every render. */
const sessionStores: ChatStores = { conversation: createConversationStore(), draft: createDraftStore() };

export interface ChatAssistantProps {
  /** Sends a question and resolves to the bot's text; never rejects. */
  readonly ask: AskFn;
  readonly stores?: ChatStores;
  /** Called when the panel first opens, so the endpoint config can be fetched before the first question. */
  readonly onFirstOpen?: () => void;
  /** The page's language (absent: English): the widget's words and the language sent with each question; prepared first (words.prepare). */
  readonly locale?: Locale;
}

/**
 * The floating assistant: a button that toggles a labelled panel with the message log, suggested
 * questions for an empty conversation, and a one-line question form. This component only composes:
 * the conversation, the draft, focus and the button's position each live in a hook of their own.
 */
export function ChatAssistant({ locale, ...props }: ChatAssistantProps) {
  const i18n = useMemo(() => words.i18nFor(locale), [locale]);
  return (
    <ChatWordsContext.Provider value={i18n}>
      <Assistant locale={locale} i18n={i18n} {...props} />
    </ChatWordsContext.Provider>
  );
}

function Assistant({ ask, stores = sessionStores, onFirstOpen, locale, i18n }: ChatAssistantProps & { readonly i18n: Words }) {
  const { messages, busy, send, clear, announcement } = useChat(ask, stores.conversation, locale, i18n);
  const [draft, setDraft] = useDraft(stores.draft);
  const [open, setOpen] = useState(false);
  const [liftWhileOpen, setLiftWhileOpen] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const firstOpen = useRef(true);
  const { launcherRef, inputRef, keepFocusThrough, focusLauncher } = useChatFocus(rootRef, open, busy);
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();

  const spot = useLauncherSpot(rootRef, LIFT_LAYOUT);
  const freeLift = spot.tucked ? 0 : spot.lift;
  const lift = open ? liftWhileOpen : freeLift;

  const openPanel = () => {
    setLiftWhileOpen(openLift(freeLift, window.innerHeight));
    setOpen(true);
    if (firstOpen.current) {
      firstOpen.current = false;
      onFirstOpen?.();
    }
  };

  // Stable (focusLauncher is), so the page-wide Escape listener below is added once per opening.
  const close = useCallback(() => {
    setOpen(false);
    focusLauncher();
  }, [focusLauncher]);

  // Where the panel spans a phone's screen, Tab goes round inside it and focus taken to the page closes
  // it; elsewhere a control it hides whole, when keyboard focus reaches it, closes it too.
  const hideForPage = useCallback(() => setOpen(false), []);
  const modal = usePanelHoldsFocus(panelRef, rootRef, open, hideForPage);
  useFocusNotObscured(launcherRef, rootRef, panelRef, hideForPage);

  const askQuestion = (question: string) => keepFocusThrough(() => send(question));

  // Escape closes from the panel or from the floating button, and goes no further (a host's own
  // Escape handler, a menu, must not also react).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  // A question in flight disables the field (or the suggestion pressed) and focus falls to the page's
  // body, outside the widget, until the reply is in: Escape there still closes the open panel. (CI
  // pressed it in that moment once, and the panel stayed open.)
  useEffect(() => {
    if (!open) return;
    const onPageKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && (!document.activeElement || document.activeElement === document.body)) close();
    };
    document.addEventListener('keydown', onPageKeyDown);
    return () => document.removeEventListener('keydown', onPageKeyDown);
  }, [open, close]);

  return (
    <div ref={rootRef}>
      <Launcher
        ref={launcherRef}
        open={open}
        panelId={panelId}
        lift={lift}
        tucked={spot.tucked && !open}
        onClick={() => (open ? setOpen(false) : openPanel())}
        onKeyDown={onKeyDown}
      />
      {/* Rendered ahead, hidden, while the browser is idle (React's Activity pre-renders a hidden tree at
        the lowest priority, its styles included): opening is then a reveal, not the panel's first
        render inside the tap (about 80 ms of a phone's main thread, which made opening the chat the
        site's slowest interaction to next paint). Hidden means display: none, out of the
        accessibility tree, with its effects unmounted until it opens. Decision record 029. */}
      <Activity mode={open ? 'visible' : 'hidden'}>
        <ChatPanel
          ref={panelRef}
          id={panelId}
          titleId={titleId}
          bottom={panelBottom(lift)}
          modal={modal}
          canClear={!busy && messages.length > 0}
          onClear={clear}
          onClose={close}
          onKeyDown={onKeyDown}
        >
          <MessageLog
            messages={messages}
            busy={busy}
            empty={<Suggestions busy={busy} onAsk={askQuestion} />}
            // On a phone the panel covers the page a link leads to, so following a source closes it.
            onFollowSource={() => isPhone() && setOpen(false)}
          />
          <QuestionForm
            inputId={inputId}
            inputRef={inputRef}
            draft={draft}
            onDraftChange={setDraft}
            busy={busy}
            onSend={(text) => {
              askQuestion(text);
              setDraft('');
            }}
          />
        </ChatPanel>
      </Activity>
      <AnswerAnnouncer announcement={announcement} />
    </div>
  );
}

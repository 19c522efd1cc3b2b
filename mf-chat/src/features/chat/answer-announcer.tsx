import { useChatWords } from '../../i18n';
import { VisuallyHidden } from '../../components/visually-hidden';
import type { Announcement } from './use-chat';

/**
 * The one live region of the widget: it receives each complete answer once, as a new node, so a
 * screen reader reads that answer and nothing else. It is mounted with the widget (a region made
 * together with its text is not reliably announced), outside the panel, and starts empty: a restored
 * conversation or an opened panel is not read out.
 */
export function AnswerAnnouncer({ announcement }: { readonly announcement: Announcement | null }) {
  const { i18n } = useChatWords();
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {announcement ? <span key={announcement.id}>{i18n._('announce.answer', { text: announcement.text })}</span> : null}
    </VisuallyHidden>
  );
}

import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import styled from '@emotion/styled';
import { BRAND_NAME } from 'shared/site';
import { Button, media } from 'shared/ui';
import { useChatWords } from '../../i18n';
import { CloseIcon } from '../../components/icons';
import { EDGE, PANEL_WIDTH, PHONE_PANEL_MARGIN, panelSize } from '../../lib/panel-geometry';

const Frame = styled.section`
  position: fixed;
  right: ${EDGE}px;
  width: min(${PANEL_WIDTH}px, calc(100vw - ${EDGE * 2}px));
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
    right: ${PHONE_PANEL_MARGIN}px;
    left: ${PHONE_PANEL_MARGIN}px;
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
`;

const Title = styled.div`
  flex: 1;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.inverseText};
  }
`;

export interface ChatPanelProps {
  readonly ref: Ref<HTMLElement>;
  readonly id: string;
  readonly titleId: string;
  /** Its distance from the bottom of the viewport: just above the floating button. */
  readonly bottom: number;
  /** It spans a phone's screen and keeps keyboard focus inside it while open (use-panel-holds-focus). */
  readonly modal: boolean;
  readonly canClear: boolean;
  readonly onClear: () => void;
  readonly onClose: () => void;
  readonly onKeyDown: KeyboardEventHandler;
  /** The message log and the question form. */
  readonly children: ReactNode;
}

/** The open panel: a dialog named by its heading (modal only where it covers the page), with Clear and a close cross. */
export function ChatPanel({ ref, id, titleId, bottom, modal, canClear, onClear, onClose, onKeyDown, children }: ChatPanelProps) {
  const { i18n } = useChatWords();
  const size = panelSize(bottom);
  return (
    <Frame ref={ref} id={id} role="dialog" aria-modal={modal} aria-labelledby={titleId} style={{ bottom, ...size }} onKeyDown={onKeyDown}>
      <Header>
        <Title>
          <h2 id={titleId}>{i18n._('panel.title', { brand: BRAND_NAME })}</h2>
          <p>{i18n._('panel.subtitle')}</p>
        </Title>
        <Button
          variant="inverse"
          size="compact"
          type="button"
          onClick={onClear}
          disabled={!canClear}
          aria-label={i18n._('panel.clearLabel')}
        >
          {i18n._('panel.clear')}
        </Button>
        <Button variant="inverse" size="compact" type="button" onClick={onClose} aria-label={i18n._('panel.close')}>
          <CloseIcon />
        </Button>
      </Header>
      {children}
    </Frame>
  );
}

import type { KeyboardEventHandler, Ref } from 'react';
import styled from '@emotion/styled';
import { Button, media } from 'shared/ui';
import { useChatWords } from '../../i18n';
import { ChatIcon, CloseIcon } from '../../components/icons';
import { BUTTON_SIZE, EDGE, launcherShift } from '../../lib/panel-geometry';

// data-tucked, no free spot: out of sight and out of the pointer's way, still in the tab order, shown while focused.
const Round = styled(Button)`
  position: fixed;
  right: ${EDGE}px;
  bottom: ${EDGE}px;
  width: ${BUTTON_SIZE}px;
  height: ${BUTTON_SIZE}px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.inverseText};
  border-radius: 50%;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  z-index: ${({ theme }) => theme.zIndex.chat};
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast},
    opacity ${({ theme }) => theme.motion.fast};
  &[data-tucked]:not(:focus) {
    opacity: 0;
    pointer-events: none;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export interface LauncherProps {
  readonly ref: Ref<HTMLButtonElement>;
  readonly open: boolean;
  readonly panelId: string;
  /** How far it is raised from its resting spot (above the footer and the page's controls), in px. */
  readonly lift: number;
  /** No spot is free of the page's controls: it shows only while it has keyboard focus. */
  readonly tucked: boolean;
  readonly onClick: () => void;
  readonly onKeyDown: KeyboardEventHandler;
}

/** The floating round button that opens and closes the panel. */
export function Launcher({ ref, open, panelId, lift, tucked, onClick, onKeyDown }: LauncherProps) {
  const { i18n } = useChatWords();
  return (
    <Round
      ref={ref}
      variant="primary"
      type="button"
      aria-label={i18n._('launcher.label')}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
      style={{ transform: launcherShift(lift) }}
      data-tucked={tucked || undefined}
    >
      {open ? <CloseIcon /> : <ChatIcon />}
    </Round>
  );
}

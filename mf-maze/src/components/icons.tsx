/** Small inline icons (no image files to fetch, so the embed stays one script). Decorative only. */
interface IconProps {
  readonly size?: number;
}

const base = (size: number) => ({ width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false }) as const;

export function ArrowUpIcon({ size = 22 }: IconProps) {
  return (
    <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 20V5M5.5 11.5 12 5l6.5 6.5" />
    </svg>
  );
}

export function TurnLeftIcon({ size = 22 }: IconProps) {
  return (
    <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10a6 6 0 0 1 6 6v5" />
    </svg>
  );
}

export function TurnRightIcon({ size = 22 }: IconProps) {
  return (
    <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round">
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H10a6 6 0 0 0-6 6v5" />
    </svg>
  );
}

export function ResetIcon({ size = 20 }: IconProps) {
  return (
    <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </svg>
  );
}

export function PlayIcon({ size = 18 }: IconProps) {
  return (
    <svg {...base(size)} fill="currentColor">
      <path d="M7 4.5v15l12-7.5z" />
    </svg>
  );
}

export function StopIcon({ size = 18 }: IconProps) {
  return (
    <svg {...base(size)} fill="currentColor">
      <rect x="6" y="6" width="12" height="12" rx="2" />
    </svg>
  );
}

export function StepIcon({ size = 18 }: IconProps) {
  return (
    <svg {...base(size)} fill="currentColor">
      <path d="M5 5v14l9-7z" />
      <rect x="16" y="5" width="3" height="14" rx="1" />
    </svg>
  );
}

export function CloseIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth={2.8} strokeLinecap="round">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

/**
 * The board's pictures are 48 px by their attributes and fill their cell by the board's CSS: where a
 * partner's policy refuses the element's styles, an attribute of 100% made them as wide as the page.
 */
const BOARD_ICON_SIZE = 48;

/** The robot, drawn facing up; the board rotates it. */
export function RobotIcon() {
  return (
    <svg viewBox="0 0 48 48" width={BOARD_ICON_SIZE} height={BOARD_ICON_SIZE} aria-hidden focusable={false}>
      <path d="M24 1.5 31 9H17z" fill="#c2410c" />
      <rect x="9" y="11" width="30" height="28" rx="8" fill="#1b3fa0" />
      <rect x="14" y="16" width="20" height="11" rx="4" fill="#e8eefc" />
      <circle cx="19.5" cy="21.5" r="2.6" fill="#0f172a" />
      <circle cx="28.5" cy="21.5" r="2.6" fill="#0f172a" />
      <rect x="18" y="31" width="12" height="3" rx="1.5" fill="#e8eefc" />
      <rect x="5" y="19" width="4" height="12" rx="2" fill="#0f1b3d" />
      <rect x="39" y="19" width="4" height="12" rx="2" fill="#0f1b3d" />
      <rect x="12" y="39" width="8" height="6" rx="2" fill="#0f1b3d" />
      <rect x="28" y="39" width="8" height="6" rx="2" fill="#0f1b3d" />
    </svg>
  );
}

export function GoalIcon() {
  return (
    <svg viewBox="0 0 48 48" width={BOARD_ICON_SIZE} height={BOARD_ICON_SIZE} aria-hidden focusable={false}>
      <rect x="10" y="6" width="3.5" height="38" rx="1.5" fill="#0f172a" />
      <path d="M13.5 7h24l-5 7.5 5 7.5h-24z" fill="#166534" />
      <path d="M18 10.5h4v4h-4zm8 0h4v4h-4zm-4 4h4v4h-4z" fill="#dcfce7" />
      <ellipse cx="12" cy="44" rx="8" ry="2.5" fill="#0f172a" opacity="0.25" />
    </svg>
  );
}

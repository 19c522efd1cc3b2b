import { useEffect } from 'react';
import styled from '@emotion/styled';
import { REMOTE_AREA_NAMES, type RemoteName } from 'shared/contracts';
import { Button } from 'shared/ui';

export type RemoteAreaVariant = 'page' | 'floating';

/** Fired on window when a page area has rendered its remote or given up: the page is settled. */
export const PAGE_SETTLED_EVENT = 'shell:page-settled';

/** Set on <html> once the document's first page area has settled (hydrated, rendered or failed). */
export const PAGE_SETTLED_ATTRIBUTE = 'data-page-settled';

export function announceSettled(variant: RemoteAreaVariant) {
  if (variant !== 'page') return;
  document.documentElement.setAttribute(PAGE_SETTLED_ATTRIBUTE, '');
  window.dispatchEvent(new Event(PAGE_SETTLED_EVENT));
}

/** The area's name when the shell cannot tell which remote serves it (several, or none, answered). */
const UNKNOWN_AREA_NAME = 'This page';

/** "The robot maze could not be loaded"; with no remote named, "This page could not be loaded". */
export function failureMessage(remote: RemoteName | null): string {
  return `${remote ? REMOTE_AREA_NAMES[remote] : UNKNOWN_AREA_NAME} could not be loaded`;
}

const PageFailure = styled.div`
  width: calc(100% - 2 * ${({ theme }) => theme.space.md});
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const FloatingFailure = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: ${({ theme }) => theme.zIndex.chat};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: ${({ theme }) => theme.fontSize.sm};
  p {
    margin: 0;
  }
`;

export interface AreaFailureProps {
  /** The remote whose area failed, or null when it cannot be told. */
  readonly remote: RemoteName | null;
  readonly variant: RemoteAreaVariant;
  readonly onRetry: () => void;
}

/** What an area shows when its remote cannot be shown: its name, and a Try again for that area alone. */
export function AreaFailure({ remote, variant, onRetry }: AreaFailureProps) {
  const message = failureMessage(remote);
  useEffect(() => announceSettled(variant), [variant]);
  if (variant === 'floating') {
    return (
      <FloatingFailure role="alert" data-remote-failure={remote ?? 'site'}>
        <p>{message}.</p>
        <Button type="button" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </FloatingFailure>
    );
  }
  return (
    <PageFailure role="alert" data-remote-failure={remote ?? 'site'}>
      <h2>{message}</h2>
      <p>This part of the site is not answering right now. Everything else still works, and you can try again in a moment.</p>
      <Button type="button" onClick={onRetry}>
        Try again
      </Button>
    </PageFailure>
  );
}

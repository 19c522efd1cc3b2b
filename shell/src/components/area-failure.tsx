import { useEffect } from 'react';
import styled from '@emotion/styled';
import type { RemoteName } from 'shared/contracts';
import { useShellWords } from '../i18n';
import { Button } from 'shared/ui';
import { failureMessage } from '../layout/site-words';

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
  const { i18n } = useShellWords();
  const message = failureMessage(i18n, remote);
  useEffect(() => announceSettled(variant), [variant]);
  if (variant === 'floating') {
    return (
      <FloatingFailure role="alert" data-remote-failure={remote ?? 'site'}>
        <p>{message}.</p>
        <Button type="button" variant="secondary" onClick={onRetry}>
          {i18n._('failure.tryAgain')}
        </Button>
      </FloatingFailure>
    );
  }
  return (
    <PageFailure role="alert" data-remote-failure={remote ?? 'site'}>
      <h2>{message}</h2>
      <p>{i18n._('failure.text')}</p>
      <Button type="button" onClick={onRetry}>
        {i18n._('failure.tryAgain')}
      </Button>
    </PageFailure>
  );
}

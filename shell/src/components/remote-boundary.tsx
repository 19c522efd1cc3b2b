import { Component, Suspense, lazy, useEffect, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { REMOTE_AREA_NAMES, remoteOf, type ExposedModuleId, type RemoteName } from 'shared/contracts';
import { Button, Spinner } from 'shared/ui';
import { loadExposedModule } from '../federation/remote-loader';

type AnyComponent = ComponentType<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * One lazy component per exposed module, kept across navigations so a page seen once renders at once.
 * A failed React.lazy stays failed, so Try again replaces the entry with a new one.
 */
const lazyModules = new Map<ExposedModuleId, LazyExoticComponent<AnyComponent>>();

function lazyFor(id: ExposedModuleId, fresh: boolean): LazyExoticComponent<AnyComponent> {
  const cached = lazyModules.get(id);
  if (cached && !fresh) return cached;
  const created = lazy(() => loadExposedModule<{ default: AnyComponent }>(id, fresh));
  lazyModules.set(id, created);
  return created;
}

/** Tests start each case with nothing loaded. */
export function forgetLoadedRemotes(): void {
  lazyModules.clear();
}

export type RemoteAreaVariant = 'page' | 'floating';

/** Fired on window when a page area has rendered its remote or given up: the page is settled. */
export const PAGE_SETTLED_EVENT = 'shell:page-settled';

function announceSettled(variant: RemoteAreaVariant) {
  if (variant === 'page') window.dispatchEvent(new Event(PAGE_SETTLED_EVENT));
}

/**
 * Rendered after the remote inside Suspense, so its effect runs once the remote has committed (and
 * after the remote's own effects, listeners included).
 */
function SettledSignal({ variant, onReady }: { readonly variant: RemoteAreaVariant; readonly onReady?: () => void }) {
  useEffect(() => {
    announceSettled(variant);
    onReady?.();
  }, [variant, onReady]);
  return null;
}

export function failureMessage(remote: RemoteName): string {
  return `${REMOTE_AREA_NAMES[remote]} could not be loaded`;
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

interface FailureProps {
  readonly remote: RemoteName;
  readonly variant: RemoteAreaVariant;
  readonly onRetry: () => void;
}

function RemoteFailure({ remote, variant, onRetry }: FailureProps) {
  const message = failureMessage(remote);
  useEffect(() => announceSettled(variant), [variant]);
  if (variant === 'floating') {
    return (
      <FloatingFailure role="alert" data-remote-failure={remote}>
        <p>{message}.</p>
        <Button type="button" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </FloatingFailure>
    );
  }
  return (
    <PageFailure role="alert" data-remote-failure={remote}>
      <h2>{message}</h2>
      <p>This part of the site is not answering right now. Everything else still works, and you can try again in a moment.</p>
      <Button type="button" onClick={onRetry}>
        Try again
      </Button>
    </PageFailure>
  );
}

/** Shows nothing for a moment, then a spinner: a fast remote never flashes a loading state. */
export function DelayedFallback({ delayMs = 250, variant }: { readonly delayMs?: number; readonly variant: RemoteAreaVariant }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (variant === 'floating') return null;
  // The reserved height keeps the footer from jumping up and down while a page arrives.
  return <div css={{ minHeight: '70vh' }}>{visible ? <Spinner label="Loading page…" /> : null}</div>;
}

interface CatcherProps {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

class ErrorCatcher extends Component<CatcherProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('[remote-boundary]', error, info.componentStack);
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface RemoteBoundaryProps<P extends object> {
  readonly id: ExposedModuleId;
  readonly props: P;
  readonly variant?: RemoteAreaVariant;
  /** Called once the remote module has rendered. */
  readonly onReady?: () => void;
}

/**
 * The one wrapper around every remote area: loads the module, shows a delayed loading state, and on
 * failure a message naming the area with a Try again that reloads that area alone.
 */
export function RemoteBoundary<P extends object>({ id, props, variant = 'page', onReady }: RemoteBoundaryProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const remote = remoteOf(id);
  if (failed) {
    return (
      <RemoteFailure
        remote={remote}
        variant={variant}
        onRetry={() => {
          lazyFor(id, true);
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  const Remote = lazyFor(id, false);
  return (
    <ErrorCatcher key={attempt} onError={() => setFailed(true)}>
      <Suspense fallback={<DelayedFallback variant={variant} />}>
        <Remote {...props} />
        <SettledSignal variant={variant} onReady={onReady} />
      </Suspense>
    </ErrorCatcher>
  );
}

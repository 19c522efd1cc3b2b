import { Component, Suspense, use, useContext, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from 'shared/contracts';
import { useShellWords } from '../i18n';
import { Spinner } from 'shared/ui';
import { usePageLocale } from '../app/page-locale';
import { ModuleLoaderContext, type ModuleLoader } from '../federation/module-loader';
import { AreaReportContext } from '../federation/area-report';
import { noteAreaProblem } from '../health/area-problems';
import { AreaFailure, announceSettled, type RemoteAreaVariant } from './area-failure';

import { browserModules } from '../federation/browser-modules';

export { PAGE_SETTLED_EVENT, type RemoteAreaVariant } from './area-failure';
export { browserModules };

/** Tests start each case with nothing loaded. */
export function forgetLoadedRemotes(): void {
  browserModules.forget();
}

/** The loader of this render: the server's when the shell's server renders, else the browser's. */
export function useModuleLoader(): ModuleLoader {
  return useContext(ModuleLoaderContext) ?? browserModules;
}

/**
 * Rendered after the remote inside Suspense, so its effect runs once the remote has committed (and
 * after the remote's own effects, listeners included).
 */
function SettledSignal({
  remote,
  variant,
  onReady,
}: {
  readonly remote: RemoteName;
  readonly variant: RemoteAreaVariant;
  readonly onReady?: () => void;
}) {
  // On the server, rendering this sibling means the area's content rendered before it (metrics).
  useContext(AreaReportContext)?.settled(remote);
  useEffect(() => {
    announceSettled(variant);
    onReady?.();
  }, [variant, onReady]);
  return null;
}

/** Shows nothing for a moment, then a spinner: a fast remote never flashes a loading state. */
export function DelayedFallback({ delayMs = 250, variant }: { readonly delayMs?: number; readonly variant: RemoteAreaVariant }) {
  const { i18n } = useShellWords();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (variant === 'floating') return null;
  // The reserved height keeps the footer from jumping up and down while a page arrives.
  return <div css={{ minHeight: '70vh' }}>{visible ? <Spinner label={i18n._('loading.page')} /> : null}</div>;
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

/**
 * Renders the module once loaded and prepared for the page's language (suspends until then; a
 * prefetched or server-loaded one does not), with the page's `locale` in its props.
 */
function RemoteModule({ remote, module, props }: { remote: RemoteName; module: string; props: object }) {
  const locale = usePageLocale();
  const Loaded = use(useModuleLoader().get(remote, module, false, locale)).default;
  return <Loaded {...props} locale={locale} />;
}

export interface RemoteBoundaryProps<P extends object> {
  readonly remote: RemoteName;
  /** The exposed module's name, as the remote publishes it ('RobotMazePage'). */
  readonly module: string;
  readonly props: P;
  readonly variant?: RemoteAreaVariant;
  /** Called once the remote module has rendered. */
  readonly onReady?: () => void;
  /**
   * Wraps the module's content once it is there (the page transition): a fade then animates the new
   * page itself, never an empty area waiting for its module.
   */
  readonly frame?: (content: ReactNode) => ReactNode;
}

/**
 * The one wrapper around every remote area: loads the module, shows a delayed loading state, and on
 * failure a message naming the area with a Try again that reloads that area alone.
 */
export function RemoteBoundary<P extends object>({ remote, module, props, variant = 'page', onReady, frame }: RemoteBoundaryProps<P>) {
  const loader = useModuleLoader();
  const locale = usePageLocale();
  useContext(AreaReportContext)?.started(remote);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <AreaFailure
        remote={remote}
        variant={variant}
        onRetry={() => {
          loader.get(remote, module, true, locale);
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  const content = <RemoteModule remote={remote} module={module} props={props} />;
  return (
    <ErrorCatcher
      key={attempt}
      onError={(error) => {
        noteAreaProblem(remote, error);
        setFailed(true);
      }}
    >
      <Suspense fallback={<DelayedFallback variant={variant} />}>
        {frame ? frame(content) : content}
        <SettledSignal remote={remote} variant={variant} onReady={onReady} />
      </Suspense>
    </ErrorCatcher>
  );
}

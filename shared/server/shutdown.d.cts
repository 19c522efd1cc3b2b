/** Types of shutdown.cjs for the TypeScript servers (the chat gateway, the contact server). */
export interface LeaveOptions {
  readonly name: string;
  readonly release?: ReadonlyArray<() => unknown>;
  readonly graceMs?: number;
  readonly releaseMs?: number;
  readonly signals?: readonly NodeJS.Signals[];
  readonly exit?: (code: number) => void;
  readonly log?: Pick<Console, 'log' | 'error'>;
}
export declare const GRACE_MS: number;
export declare function leaveOnSignal(
  app: { close(): PromiseLike<unknown>; server?: { closeAllConnections?(): void; closeIdleConnections?(): void } },
  options: LeaveOptions,
): (signal?: string) => Promise<number>;

export * from './email';
export * from './after-load';
export * from './session-store';
export * from './promise-cache';
export * from './content-version';

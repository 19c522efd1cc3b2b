export * from './version';
export * from './parse';
export * from './remotes';
export * from './pages';
export * from './site-config';
export * from './knowledge';
export * from './chat';

export * from './version';
export * from './parse';
export * from './remotes';
export * from './pages';
export * from './page-table';
export * from './site-config';
export * from './knowledge';
export * from './chat';

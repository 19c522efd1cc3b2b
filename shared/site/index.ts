export * from './brand';
export * from './paths';
export * from './navigation';
export * from './route-table';
export * from './titles';

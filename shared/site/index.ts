export * from './brand';
export * from './navigation';
export * from './route-table';
export * from './titles';

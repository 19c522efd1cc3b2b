export * from './brand';
export * from './paths';
export * from './navigation';
export * from './titles';

// The maze's rules, texts and program logic: plain TypeScript, no React, no DOM.
export * from './maze-engine';
export * from './maze-text';
export * from './program';

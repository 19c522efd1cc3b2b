import { tokens, type Tokens } from './tokens';

export const theme = tokens;

// Emotion's Theme is the design tokens, so `({ theme }) => theme.color.primary` is typed everywhere.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: Theme gets every token and adds none
  export interface Theme extends Tokens {}
}

import { translator } from '../translate';

/** The Gujarati text of one English item, by its key (see ../translate.ts). */
export const { textFor } = translator('Gujarati');

import { translator } from '../translate';

/** Hindi text laid over the English items by key (see ../translate.ts). */
export const { translate } = translator('Hindi');

/** The networks the share buttons name: brand names, the same in every language. */
export const SHARE_NETWORKS = ['Facebook', 'X', 'LinkedIn', 'WhatsApp'] as const;

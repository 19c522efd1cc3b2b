/** Where a form with a check before sending stands: its fields' hints while in error, the server's answer after a send. */
export type FormState<F extends string> =
  | { readonly kind: 'idle' | 'sending' }
  | { readonly kind: 'error'; readonly messages: readonly string[]; readonly hints: Partial<Record<F, string>> }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'sent'; readonly message: string };

/**
 * The state after the visitor edits `field`: a sent message gives way to the new text, and the
 * field's own hint goes (the others stay until the next check). The same state when nothing changes.
 */
export function afterEdit<F extends string>(state: FormState<F>, field: F): FormState<F> {
  if (state.kind === 'sent') return { kind: 'idle' };
  if (state.kind !== 'error' || !state.hints[field]) return state;
  const rest = { ...state.hints };
  delete rest[field];
  return { ...state, hints: rest };
}

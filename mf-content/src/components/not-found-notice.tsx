/**
 * A detail page that cannot find its item redirects to its list with `{ notFound: kind }` in the
 * history state; the list then says what happened (the spec's 'News Item Not Found' and
 * 'Blog Post Not Found'), so the visitor is not silently moved.
 */
export type NotFoundKind = 'news' | 'blog';

export interface NotFoundState {
  readonly notFound: NotFoundKind;
}

export function readNotFoundState(state: unknown, kind: NotFoundKind): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<NotFoundState>).notFound === kind;
}

export function NotFoundNotice({ title, text }: { readonly title: string; readonly text: string }) {
  return (
    <div
      role="alert"
      css={(theme) => ({
        border: `2px solid ${theme.color.danger}`,
        background: theme.color.dangerSoft,
        borderRadius: theme.radius.md,
        padding: theme.space.md,
        marginBottom: theme.space.lg,
      })}
    >
      <h2 css={(theme) => ({ fontSize: theme.fontSize.lg, color: theme.color.danger, margin: 0 })}>{title}</h2>
      <p css={{ margin: 0 }}>{text}</p>
    </div>
  );
}

import { useEffect } from 'react';
import type { UnknownItem } from 'shared/contracts';
import { useLocation, useNavigate, useSearchParams } from 'shared/router';
import { declaredOnly } from '../lib/list-query';

/**
 * A detail page that cannot find its item redirects to its list with `{ notFound: kind }` in the
 * history state; the list then says what happened (the spec's 'News Item Not Found' and
 * 'Blog Post Not Found'), so the visitor is not silently moved. A document request for an unknown
 * item is redirected by the shell's server instead, which has no history state to give: it sends the
 * visitor to `<list>?missing=1`, and the list, once running, moves the flag into the history state and
 * takes it out of the address.
 */
export type NotFoundKind = 'news' | 'blog';

/** The query flag of a server redirect from an unknown item. */
export const MISSING_PARAM = 'missing';

/** The server's answer to an unknown item of the list at `listHref`: back to the list, flagged. */
export const missingItemRedirect = (listHref: string): UnknownItem => ({ status: 'redirect', to: `${listHref}?${MISSING_PARAM}=1` });

export interface NotFoundState {
  readonly notFound: NotFoundKind;
}

export function readNotFoundState(state: unknown, kind: NotFoundKind): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<NotFoundState>).notFound === kind;
}

/**
 * Whether the list should say that the requested item was not found: after an in-app redirect (history
 * state; not on the document's own page, whose HTML the server made without it), or after the server's
 * redirect (the query flag, which is then moved into the state so the address reads `/news` again).
 */
export function useItemNotFound(kind: NotFoundKind, serverRendered: boolean): boolean {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read as the server reads its declared parameters (an empty `?missing` is left out there too), so the
  // notice is in the server's HTML exactly when the browser shows it on hydration.
  const flagged = declaredOnly(params, [MISSING_PARAM]).has(MISSING_PARAM);
  useEffect(() => {
    if (!flagged) return;
    const rest = new URLSearchParams(params);
    rest.delete(MISSING_PARAM);
    const search = rest.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true, state: { notFound: kind } satisfies NotFoundState });
  }, [flagged, params, navigate, kind]);
  return flagged || (!serverRendered && readNotFoundState(location.state, kind));
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

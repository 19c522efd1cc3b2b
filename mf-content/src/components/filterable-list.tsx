import { useCallback, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'shared/router';
import { Button, Container, PageHeader, Section } from 'shared/ui';
import { declaredOnly, formParams, listHref, sameQuery, type ListQuery } from '../lib/list-query';
import { CardGrid } from './layout';
import { NotFoundNotice, useItemNotFound, type NotFoundKind } from './not-found-notice';

/**
 * The mechanics every filterable list shares (news, blog): its query read from the URL with the
 * list's one pure reader, a GET form with named fields that the server answers, and instant filtering
 * once the scripts run.
 */

/** The list's query from the URL, a way to change it (the address follows), and the address of any query. */
export function useListQuery<Q>(list: ListQuery<Q>, path: string) {
  const [params, setParams] = useSearchParams();
  // Only the declared parameters, as the server renders them; keyed on their text, so `query` is the
  // same object until the list's own parameters change.
  const search = declaredOnly(params, list.names).toString();
  const query = useMemo(() => list.read(new URLSearchParams(search)), [list, search]);
  const update = useCallback(
    (next: Q) => setParams(list.write(next), { replace: true, preventScrollReset: true, state: null }),
    [list, setParams],
  );
  const href = useCallback((next: Q) => listHref(list, path, next), [list, path]);
  return { query, update, href };
}

/**
 * A form's fields as a GET submission sends them. FormData of the form's own window: the same object
 * in a browser, and the one that knows this form where the server-render test hydrates in jsdom.
 */
function fieldsOf(form: HTMLFormElement): FormData {
  const FormDataOfWindow = form.ownerDocument.defaultView?.FormData ?? FormData;
  return new FormDataOfWindow(form);
}

export interface FilterableListProps<Q, T> {
  readonly title: string;
  readonly intro: string;
  /** What the list says when a detail page (or the server) sent the visitor here for an item that does not exist. */
  readonly notFound: { readonly kind: NotFoundKind; readonly title: string; readonly text: string };
  /** Whether this is the page the document arrived with (see useItemNotFound). */
  readonly serverRendered: boolean;
  readonly list: ListQuery<Q>;
  /** The list's own path: the form's action. */
  readonly path: string;
  readonly query: Q;
  readonly update: (next: Q) => void;
  /** The form's accessible name and its submit button's text. */
  readonly formLabel: string;
  readonly submitLabel: string;
  /**
   * The form's named fields. Each calls `changed` when the visitor changes it; `countId` names the
   * result count, for the search box's description.
   */
  readonly fields: (field: { readonly countId: string; readonly changed: () => void }) => ReactNode;
  /** Between the form and the count (active filter chips). */
  readonly afterForm?: ReactNode;
  readonly results: readonly T[];
  /** The count line ('5 posts, newest first'), or the spec's no-match message. */
  readonly status: string;
  readonly resultsLabel: string;
  readonly itemKey: (item: T) => string;
  /** One card; `picture` says how its picture loads (the first three eager, the first at high priority). */
  readonly renderItem: (item: T, picture: { eager: boolean; priority: boolean }) => ReactNode;
  /** Shown instead of the grid when nothing matches. */
  readonly empty?: ReactNode;
}

export function FilterableList<Q, T>(props: FilterableListProps<Q, T>) {
  const { title, intro, notFound, serverRendered, list, path, query, update, formLabel, submitLabel, fields, afterForm } = props;
  const { results, status, resultsLabel, itemKey, renderItem, empty } = props;
  const countId = useId();
  const form = useRef<HTMLFormElement>(null);
  const missing = useItemNotFound(notFound.kind, serverRendered);
  // The list shows what the form's fields say, read with the same reader as the URL: the form as a
  // whole, not the changed field merged into the query of the last render, which can be stale (two
  // changes in one task, such as an input made before hydration and replayed with it, would each
  // merge into the same old query and the second would undo the first).
  const apply = () => {
    const typed = list.read(formParams(form.current ? fieldsOf(form.current) : []));
    if (!sameQuery(list, typed, query)) update(typed);
  };

  // What a visitor typed or picked before the scripts ran is in the fields, not in the URL the page was
  // rendered for: hydration keeps the fields as they are, and this applies them once, so the list
  // narrows without another keystroke.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form starts working
  useEffect(apply, []);

  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Section>
        <Container>
          {missing ? <NotFoundNotice title={notFound.title} text={notFound.text} /> : null}
          {/* Before the scripts run (or without them) the form goes to the server by GET, which renders
              the list for that query; once they run, the list follows every keystroke and a submit
              only makes sure it shows what the fields say. */}
          <form
            ref={form}
            role="search"
            aria-label={formLabel}
            method="get"
            action={path}
            onSubmit={(event) => {
              event.preventDefault();
              apply();
            }}
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space.md,
              alignItems: 'flex-end',
              marginBottom: theme.space.md,
            })}
          >
            {fields({ countId, changed: apply })}
            <Button type="submit" variant="secondary">
              {submitLabel}
            </Button>
          </form>
          {afterForm}
          <p id={countId} role="status" css={(theme) => ({ color: theme.color.muted })}>
            {status}
          </p>
          {results.length === 0 ? (
            empty
          ) : (
            <CardGrid aria-label={resultsLabel} min="20rem">
              {results.map((item, index) => (
                <li key={itemKey(item)}>{renderItem(item, { eager: index < 3, priority: index === 0 })}</li>
              ))}
            </CardGrid>
          )}
        </Container>
      </Section>
    </>
  );
}

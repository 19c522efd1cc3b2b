/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs under tsx from any folder (tests start it from the repository's root, where no
// tsconfig sets the JSX runtime): these pragmas make every runner compile this file the same way.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The contact server's own pages (the staff inbox, the newsletter's confirm and unsubscribe pages)
 * are React elements rendered to static HTML: React escapes every text and attribute value itself,
 * so what a visitor typed is always shown as text. No page is written by joining strings.
 */
export const renderDocument = (page: ReactElement): string => `<!doctype html>${renderToStaticMarkup(page)}`;

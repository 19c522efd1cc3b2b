import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The contact server's own pages (the staff inbox, the newsletter's confirm and unsubscribe pages)
 * are React elements rendered to static HTML: React escapes every text and attribute value itself,
 * so what a visitor typed is always shown as text. No page is written by joining strings.
 */
export const renderDocument = (page: ReactElement): string => `<!doctype html>${renderToStaticMarkup(page)}`;

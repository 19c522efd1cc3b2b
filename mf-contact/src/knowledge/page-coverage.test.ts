/**
 * @jest-environment node
 */
import { exposedPages, renderOnServer } from 'shared/test/server-render';
import { knowledgeOfPage, missingClaims, visibleText } from 'shared/knowledge';
import { pages } from '../exposed/pages';
import { knowledgeFile } from './build-knowledge';

// Every page of mf-contact, rendered as the shell's server renders it: each number (hours, phone, the
// refund days and percentages), range and date it shows must be in the knowledge the chat assistant
// answers from, in an entry or fact whose source is that page.
jest.setTimeout(120_000);

const { element } = exposedPages('mf_contact', pages, (file) => import(`../exposed/${file}`));

it.each(Object.values(pages))('$path shows no number, range or date the knowledge lacks', async (page) => {
  const text = visibleText(await renderOnServer(element(page.module), { url: page.path, path: page.path }));
  expect(text).toMatch(/Opening hours/i);
  expect(missingClaims(text, knowledgeOfPage(knowledgeFile(), page.path))).toEqual([]);
});

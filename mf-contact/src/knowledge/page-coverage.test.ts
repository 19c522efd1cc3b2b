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

// The contact page and the partnership enquiry (each recognised by a heading of its own). The registration page (/courses/:id/enrol) shows a course's figures from the
// shared course table, which mf-content's course pages are held equal to (decision 060) and whose
// knowledge mf-content publishes; its refund steps are the contact page's FAQ's.
const contactPages = Object.values(pages).filter((page) => !page.detail);

const rendered: Readonly<Record<string, RegExp>> = {
  [pages.contact.path]: /Opening hours/i,
  [pages.partnership.path]: /Labs of interest/i,
};

it.each(contactPages)('$path shows no number, range or date the knowledge lacks', async (page) => {
  const text = visibleText(await renderOnServer(element(page.module), { url: page.path, path: page.path }));
  expect(text).toMatch(rendered[page.path] ?? /(?!)/);
  expect(missingClaims(text, knowledgeOfPage(knowledgeFile(), page.path))).toEqual([]);
});

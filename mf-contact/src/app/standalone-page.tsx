import { moduleFileName } from 'shared/contracts';
import { renderStandalone } from 'shared/standalone';
import { pages } from '../exposed/pages';

/**
 * mf-contact's own page (`npm run dev -w mf-contact`, or its production `index.html`): every page of
 * the table the build publishes, without the shell.
 */
renderStandalone({
  remote: 'mf_contact',
  pages,
  // Only the page modules: the context the template creates must not pull pages.ts or tests into chunks.
  load: (module) => import(/* webpackInclude: /-page\.tsx$/ */ `../exposed/${moduleFileName(module)}`),
});

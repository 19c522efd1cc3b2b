import { htmlCleaner, uncleanBodies } from '../lib/clean-html';
import { htmlBodies } from './html-bodies';

// The build's own check (scripts/check-html.ts), here too so a test run catches it before a build.
it('every article and post body is already clean: what the sanitiser makes of it, character for character', () => {
  expect(htmlBodies).toHaveLength(16);
  expect(uncleanBodies(htmlBodies, htmlCleaner(window))).toEqual([]);
});

import { JSDOM } from 'jsdom';
import { htmlBodies } from '../src/data/html-bodies';
import { htmlCleaner, uncleanBodies } from '../src/lib/clean-html';

// The build's check of the article and post HTML (see src/lib/clean-html.ts): run before webpack, it
// stops the build when any body is not what the sanitiser makes of it, and prints what to commit.
const { window } = new JSDOM('');
const unclean = uncleanBodies(htmlBodies, htmlCleaner(window));
if (unclean.length > 0) {
  for (const body of unclean) {
    console.error(`mf-content: the HTML of ${body.name} is not clean. Cleaned, it reads:\n${body.cleaned}\n`);
  }
  console.error(`mf-content: ${unclean.length} HTML bodies are not clean; nothing was built.`);
  process.exit(1);
}
console.log(`mf-content: ${htmlBodies.length} HTML bodies checked, all clean`);

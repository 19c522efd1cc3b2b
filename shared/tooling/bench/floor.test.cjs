/**
 * The floor document, made from a page set up in jsdom the way the production site leaves it.
 */
const { floorDocument } = require('./floor.cjs');

beforeEach(() => {
  document.head.innerHTML =
    '<title>News | RoboMinds</title>' +
    '<link rel="preconnect" href="http://localhost:8081">' +
    '<link rel="preload" as="script" href="/main.js">' +
    '<link rel="preload" as="fetch" href="/site-config.json" crossorigin>' +
    '<link rel="modulepreload" href="/chunk.mjs">' +
    '<link rel="preload" as="image" href="http://localhost:8081/cover.webp">' +
    '<link rel="icon" href="/favicon.svg">' +
    '<style data-emotion="css"></style>' +
    '<style>.static { margin: 0 }</style>';
  document.body.innerHTML =
    '<noscript>This site needs JavaScript.</noscript><div id="root"><main><h1 class="css-a" onclick="alert(1)">News</h1>' +
    '<video preload="auto" autoplay muted poster="/poster.webp"></video></main></div>' +
    '<script src="/main.js"></script><script>window.x = 1</script>';
  // What emotion does in production: rules go into the sheet, the element stays empty.
  const emotion = /** @type {HTMLStyleElement} */ (document.querySelector('style[data-emotion]'));
  /** @type {CSSStyleSheet} */ (emotion.sheet).insertRule('.css-a { color: rgb(1, 2, 3); }', 0);
});

test('the rules emotion inserted with insertRule are in the one style element, with the static ones', () => {
  const { html, styleRules } = floorDocument();
  const styles = html.match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? [];
  expect(styles).toHaveLength(1);
  expect(styles[0]).toMatch(/\.css-a\s*\{\s*color: rgb\(1, 2, 3\);\s*\}/);
  expect(styles[0]).toContain('margin: 0');
  expect(styleRules).toBe(2);
  expect(html.startsWith('<!DOCTYPE html>\n<html')).toBe(true);
});

test('scripts, script and data preloads, noscript and inline handlers are gone; other links stay', () => {
  const { html, removed } = floorDocument();
  expect(html).not.toMatch(/<script/);
  expect(html).not.toContain('/main.js');
  expect(html).not.toContain('site-config.json');
  expect(html).not.toContain('chunk.mjs');
  expect(html).not.toContain('onclick');
  expect(html).not.toContain('noscript');
  expect(html).toContain('rel="preconnect"');
  expect(html).toContain('as="image"');
  expect(html).toContain('rel="icon"');
  expect(html).toContain('<h1 class="css-a">News</h1>');
  expect(removed).toBe(6);
});

test('a video is left as first rendered: no preload, no autoplay, its poster kept', () => {
  const { html } = floorDocument();
  expect(html).toContain('<video preload="none" muted="" poster="/poster.webp"></video>');
});

test('the live page is not changed by the capture', () => {
  floorDocument();
  expect(document.querySelectorAll('script')).toHaveLength(2);
  expect(document.querySelector('video')?.getAttribute('preload')).toBe('auto');
});

/**
 * @jest-environment node
 */
const { textOf, contentServed, serverTiming, heaviestRoute, median } = require('./served-html.cjs');

const spaShell =
  '<!DOCTYPE html><html><head><title>RoboMinds</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
const rendered =
  '<!DOCTYPE html><html><head><style>h1{color:red}</style></head><body><div id="root"><main>' +
  '<h1 class="css-1x">Robotics &amp; <em>coding</em> for <!-- -->young minds</h1>' +
  '<p>Hands-on courses in\n   robotics,&nbsp;IoT and AI.</p></main></div><script>window.__DATA__={"h1":"x"}</script></body></html>';

test('textOf reads HTML as textContent does: tags, comments and scripts gone, entities decoded, spaces normalized', () => {
  expect(textOf('<p>Learn <b>this</b>&#33; <!-- -->now</p><script>var a = "<p>no</p>";</script>')).toBe('Learn this! now');
  expect(textOf('A&#x27;s &quot;x&quot; &unknown; &lt;b&gt;')).toBe('A\'s "x" &unknown; <b>');
});

test('a page rendered on the server holds its heading and first paragraph; the bare app shell holds neither', () => {
  const content = { heading: 'Robotics & coding for young minds', text: 'Hands-on courses in robotics, IoT and AI.' };
  expect(contentServed(rendered, content)).toEqual({ headingServed: true, textServed: true, served: true });
  expect(contentServed(spaShell, content)).toEqual({ headingServed: false, textServed: false, served: false });
});

test('the heading must be an h1 of the document, not the same words elsewhere (a title, a script)', () => {
  const html = '<html><head><title>About us</title></head><body><h2>About us</h2><script>"<h1>About us</h1>"</script></body></html>';
  expect(contentServed(html, { heading: 'About us' }).headingServed).toBe(false);
  expect(contentServed('<body><h1 id="t">About  us\n</h1></body>', { heading: 'About us' })).toMatchObject({
    headingServed: true,
    served: true,
  });
});

test('a page without a paragraph is judged by its heading alone; an empty heading is never served', () => {
  expect(contentServed('<body><h1>Maze</h1></body>', { heading: 'Maze', text: null }).served).toBe(true);
  expect(contentServed('<body><h1></h1></body>', { heading: '' }).served).toBe(false);
});

test('serverTiming reads one metric of a Server-Timing header', () => {
  expect(serverTiming('render;dur=12.5')).toBe(12.5);
  expect(serverTiming('cache;desc="miss", render;desc="page";dur=41')).toBe(41);
  expect(serverTiming('cache;dur=3')).toBeNull();
  expect(serverTiming(undefined)).toBeNull();
  expect(serverTiming('render')).toBeNull();
});

test('heaviestRoute picks the largest page answered 200', () => {
  expect(
    heaviestRoute({ '/': { status: 200, bytes: 30_000 }, '/news': { status: 200, bytes: 52_000 }, '/x': { status: 500, bytes: 90_000 } }),
  ).toBe('/news');
  expect(heaviestRoute({ '/': { status: 404, bytes: 1 } })).toBeNull();
});

test('median of odd and even counts', () => {
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([])).toBeNull();
});

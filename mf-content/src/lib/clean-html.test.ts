import { htmlCleaner, uncleanBodies } from './clean-html';

// jest's jsdom window stands in for the one the build makes with jsdom.
const sanitizeHtml = htmlCleaner(window);

describe('htmlCleaner', () => {
  it('keeps article structure and internal links', () => {
    const html = sanitizeHtml('<h2>Title</h2><p>See <a href="/labs#araria">Araria</a></p><ul><li>One</li></ul>');
    expect(html).toBe('<h2>Title</h2><p>See <a href="/labs#araria">Araria</a></p><ul><li>One</li></ul>');
  });
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(html).toContain('<p>Hi</p>');
  });
  it('opens other sites in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('uncleanBodies', () => {
  it('names each body the cleaner would change, with the HTML to commit instead, and passes clean ones', () => {
    const bodies = [
      { name: 'clean', html: '<p>Fine <a href="/news">news</a></p>' },
      { name: 'handler', html: '<p onclick="x()">Hi</p>' },
      { name: 'outbound', html: '<a href="https://example.org">x</a>' },
    ];
    expect(uncleanBodies(bodies, sanitizeHtml)).toEqual([
      { name: 'handler', html: '<p onclick="x()">Hi</p>', cleaned: '<p>Hi</p>' },
      {
        name: 'outbound',
        html: '<a href="https://example.org">x</a>',
        cleaned: '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
      },
    ]);
  });
});

import { newsArticles } from '../data/news';
import { blogPosts } from '../data/blog-posts';
import { sanitizeHtml } from './sanitize';
import { sanitizeWithoutDom } from './sanitize-without-dom';

// This file runs in jsdom, where sanitizeHtml is DOMPurify: the server's sanitiser must agree with it.
describe('sanitizeWithoutDom', () => {
  it.each([
    ...newsArticles.map((article) => [`news ${article.id}`, article.content] as const),
    ...blogPosts.map((post) => [`blog ${post.id}`, post.content] as const),
  ])('gives what DOMPurify gives for %s, so the browser hydrates the server HTML', (_name, html) => {
    expect(sanitizeWithoutDom(html)).toBe(sanitizeHtml(html));
  });

  it.each([
    ['entities and spaces', '<p>Labs &amp; camps&nbsp;&#8377;599 &#x2013; <strong>now</strong></p>'],
    [
      'links in and out of the site',
      '<p><a href="/labs#araria" target="_self">in</a> <a title="Out" href="https://example.org" target="x">out</a></p>',
    ],
    ['a table', '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1 &lt; 2</td></tr></tbody></table>'],
    ['quotes in attributes', `<p><abbr title='say "hi"'>hi</abbr><br/>next</p>`],
  ])('gives what DOMPurify gives for %s', (_name, html) => {
    expect(sanitizeWithoutDom(html)).toBe(sanitizeHtml(html));
  });

  it('drops disallowed elements with script or style content, and keeps the text of others', () => {
    expect(sanitizeWithoutDom('<p>a<script>alert("<p>")</script><style>p{}</style><span>b</span><section>c</section></p>')).toBe(
      '<p>a<span>b</span>c</p>',
    );
  });

  it('keeps no handler, style or unsafe URL, however it is written', () => {
    const html = sanitizeWithoutDom(
      '<p onclick="x()" style="color:red">Hi</p><a href=" jAvA&#x53;cript:alert(1)">x</a><a href="data:text/html,1" title="t">y</a><a rel="vbscript:1">z</a>',
    );
    expect(html).toBe('<p>Hi</p><a>x</a><a title="t">y</a><a>z</a>');
  });

  it('writes what it does not recognise as text, never as markup', () => {
    expect(sanitizeWithoutDom('<img src=x onerror=alert(1)><!-- c --><p>1 < 2</p>')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;&lt;!-- c --&gt;<p>1 &lt; 2</p>',
    );
  });

  it('closes what it opened and drops end tags nothing opened, so it cannot close the page around it', () => {
    expect(sanitizeWithoutDom('</div></section><ul><li>one<li>two</ul><p><strong>open')).toBe(
      '<ul><li>one<li>two</li></li></ul><p><strong>open</strong></p>',
    );
  });

  it('reads a broken character reference as the replacement character instead of failing', () => {
    expect(sanitizeWithoutDom('<p>&#99999999;&#0;&copy;</p>')).toBe('<p>\ufffd\ufffd&amp;copy;</p>');
  });
});

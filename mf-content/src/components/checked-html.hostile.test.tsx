/**
 * @jest-environment jsdom
 * @jest-environment-options {"runScripts": "dangerously"}
 */
import { fireEvent } from '@testing-library/react';
import { renderWithSite } from 'shared/test';
import { CheckedHtml } from './checked-html';
import { htmlCleaner, uncleanBodies } from '../lib/clean-html';

/**
 * Hostile article and post HTML: jsdom here runs inline handlers and scripts, as a browser would, so a
 * payload that survived sanitising would set `window.__pwned`. Such HTML in `src/data` stops the build
 * (the same check as `scripts/check-html.ts`), and what the check offers to commit instead is inert
 * when the page renders it.
 */
declare global {
  interface Window {
    __pwned?: string;
  }
}

const PAYLOADS = {
  script: '<p>Lab news</p><script>window.__pwned = "script"</script>',
  imgOnError: '<img src="x" onerror="window.__pwned = \'img\'">',
  clickHandler: '<a href="#" onclick="window.__pwned = \'click\'">Read more</a>',
  hoverHandler: '<p onmouseover="window.__pwned = \'hover\'">Hover me</p>',
  javascriptLink: '<a href="javascript:window.__pwned=\'href\'">Open</a>',
  javascriptLinkObfuscated: '<a href=" jAvAsCrIpT:window.__pwned=\'href2\'">Open</a>',
  dataLink: '<a href="data:text/html,<script>window.__pwned=1</script>">Open</a>',
  svgScript: '<svg><script>window.__pwned = "svg"</script><circle r="4"></circle></svg>',
  svgOnload: '<svg onload="window.__pwned = \'svgload\'"><rect width="4" height="4"></rect></svg>',
  svgXlink: '<svg><a xlink:href="javascript:window.__pwned=\'xlink\'"><text>go</text></a></svg>',
  mutationXss: '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'"></style></mglyph></table></mtext></math>',
  iframe: '<iframe src="javascript:window.__pwned=\'iframe\'"></iframe>',
  object: '<object data="javascript:window.__pwned=\'object\'"></object>',
  form: '<form action="javascript:window.__pwned=\'form\'"><button>Send</button></form>',
  styleAttr: '<p style="background:url(javascript:window.__pwned=\'style\')">Styled</p>',
};

beforeEach(() => {
  delete window.__pwned;
});

it('the harness would notice a handler that ran (control, without sanitising)', () => {
  const raw = document.createElement('div');
  raw.innerHTML = PAYLOADS.clickHandler;
  document.body.append(raw);
  raw.querySelector('a')?.click();
  expect(window.__pwned).toBe('click');
  raw.remove();
});

/** Nothing executable is left in `root`, and nothing runs when a visitor uses what is there. */
function expectInert(root: HTMLElement) {
  expect(root.querySelectorAll('script, svg, iframe, object, embed, form, img, style, math')).toHaveLength(0);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.name).not.toBe('style');
      if (attribute.name === 'href' || attribute.name.endsWith(':href'))
        expect(attribute.value.trim()).not.toMatch(/^(javascript|data|vbscript):/i);
    }
    fireEvent.mouseOver(element);
    fireEvent.click(element);
    fireEvent.load(element);
    fireEvent.error(element);
  }
  expect(window.__pwned).toBeUndefined();
  expect(root).toHaveTextContent('Article');
  expect(root).toHaveTextContent('End');
}

const clean = htmlCleaner(window);

describe.each(Object.entries(PAYLOADS))('%s', (_name, payload) => {
  const body = { name: 'news article 99', html: `<h2>Article</h2>${payload}<p>End</p>` };

  it('in the data, stops the build', () => {
    expect(uncleanBodies([body], clean).map((unclean) => unclean.name)).toEqual(['news article 99']);
  });

  it('cleaned as the build says, renders with nothing executable left, and nothing runs when it is used', () => {
    const { container } = renderWithSite(<CheckedHtml html={clean(body.html)} />);
    expectInert(container.firstElementChild as HTMLElement);
  });
});

import { render } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { BaseStyles } from './base-styles';
import { theme } from './theme/theme';
import { SERVER_GLOBAL_STYLES_ATTRIBUTE } from './remote-root';

/** Every style rule in the page, as the browser holds them. */
const rules = () =>
  [...document.querySelectorAll('style')].flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join('\n');

const renderBaseStyles = () =>
  render(
    <ThemeProvider theme={theme}>
      <BaseStyles />
    </ThemeProvider>,
  );

describe('BaseStyles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('puts the document-wide rules in the page when nobody else did (a remote alone, npm run dev)', () => {
    renderBaseStyles();
    expect(rules()).toMatch(/body \{[^}]*margin: 0/);
  });

  it("leaves the server's tag of them as it is and adds none (moving it restyled the whole page)", () => {
    document.head.innerHTML = `<style ${SERVER_GLOBAL_STYLES_ATTRIBUTE}="css-global abc">body{margin:0}</style><meta name="after">`;
    const serverTag = document.head.firstElementChild;
    renderBaseStyles();
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(serverTag);
  });
});

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { RemoteRoot, SERVER_STYLES_ATTRIBUTE } from './remote-root';

describe('RemoteRoot and the styles the server wrote', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adopts the rules the server wrote for its key where they are, and inserts only the others', () => {
    const fromServer = css({ color: 'rgb(1, 2, 3)' });
    const onlyHere = css({ color: 'rgb(4, 5, 6)' });
    document.head.innerHTML = `<style ${SERVER_STYLES_ATTRIBUTE}="adopted ${fromServer.name}">.adopted-${fromServer.name}{color:rgb(1, 2, 3);}</style>`;
    const serverTag = document.head.firstElementChild;

    render(
      <RemoteRoot boundary="adopted">
        <p css={fromServer}>Written by the server</p>
        <p css={onlyHere}>Rendered here only</p>
      </RemoteRoot>,
    );

    expect(screen.getByText('Written by the server')).toHaveClass(`adopted-${fromServer.name}`);
    expect(document.head.firstElementChild).toBe(serverTag);
    // emotion may insert by CSSOM (insertRule), so the rules are read from each sheet, not its text.
    const inserted = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="adopted"]')]
      .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .join('');
    expect(inserted).toContain('rgb(4, 5, 6)');
    expect(inserted).not.toContain('rgb(1, 2, 3)');
  });
});

import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Global, ThemeProvider, css } from '@emotion/react';
import { theme } from 'shared/ui';
import { RemoteRoot } from 'shared/ui';
import { MazeGame } from '../features/maze-game/maze-game';
import { pxTheme } from '../lib/px-theme';

export const ELEMENT_NAME = 'robot-maze';

const embedTheme = pxTheme(theme);

/**
 * Inside the shadow root nothing of the partner's stylesheet matches, but inherited properties
 * (colour, font size, line height...) still flow in from the host element. `all: initial` on the
 * game's own wrapper cuts that inheritance, then the game sets its own type.
 */
const shadowStyles = css`
  :host {
    display: block;
    contain: content;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  .robot-maze-frame {
    all: initial;
    display: block;
    padding: 16px;
    border: 1px solid ${theme.color.border};
    border-radius: 16px;
    background: ${theme.color.background};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    font-size: 16px;
    line-height: 1.5;
    text-align: left;
  }
  .robot-maze-frame h2 {
    margin: 0 0 12px;
    font-size: 22px;
    line-height: 1.2;
  }
  p {
    margin: 0;
  }
`;

function EmbeddedGame({ container }: { readonly container: ShadowRoot }) {
  return (
    <RemoteRoot boundary="maze" styleContainer={container}>
      <ThemeProvider theme={embedTheme}>
        <Global styles={shadowStyles} />
        <div className="robot-maze-frame">
          <h2>Robot Maze</h2>
          <MazeGame />
        </div>
      </ThemeProvider>
    </RemoteRoot>
  );
}

/**
 * `<robot-maze>`: the whole game in one element for partner pages without React. Each element owns a
 * shadow root, its own React root and its own emotion cache inside that root, so two elements are two
 * independent games and no style crosses the page boundary either way.
 */
export class RobotMazeElement extends HTMLElement {
  private root: Root | null = null;

  connectedCallback(): void {
    if (this.root) return;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.replaceChildren(mount);
    this.root = createRoot(mount);
    this.root.render(
      <StrictMode>
        <EmbeddedGame container={shadow} />
      </StrictMode>,
    );
  }

  disconnectedCallback(): void {
    // Decide after the current task: a partner script that moves the element (disconnect, then
    // connect again at once) keeps its game; an element really removed unmounts React, which stops
    // its timers and drops its style tags with the shadow root's content.
    queueMicrotask(() => {
      if (this.isConnected || !this.root) return;
      this.root.unmount();
      this.root = null;
      this.shadowRoot?.replaceChildren();
    });
  }
}

export function defineRobotMaze(registry: CustomElementRegistry = window.customElements): void {
  if (!registry.get(ELEMENT_NAME)) registry.define(ELEMENT_NAME, RobotMazeElement);
}

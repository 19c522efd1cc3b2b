import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Global, ThemeProvider, css } from '@emotion/react';
import { LOCALE_TAGS, isLocale, type Locale } from 'shared/i18n';
import { RemoteRoot, theme } from 'shared/ui';
import { words } from '../../i18n';
import { Words, useWords } from '../../words';
import { MazeGame } from '../maze-game';
import { pxTheme } from '../../lib/px-theme';

export const ELEMENT_NAME = 'robot-maze';

const embedTheme = pxTheme(theme);

/**
 * Inside the shadow root nothing of the partner's stylesheet matches, but inherited properties
 * (colour, font size, line height...) still flow in from the host element. `all: initial` on the
 * game's own wrapper cuts that inheritance, then the game sets its own type. `all` leaves `direction`
 * and `unicode-bidi` alone, so the frame sets them: the game's words are English, Hindi or Gujarati,
 * all left to right, and on a right-to-left page a mirrored board put the robot on the wrong cells.
 *
 * Sizes in a shrink-to-fit place (a flex row, a float, an inline-block, an auto grid column): the
 * game inside counts as two columns wide (maze-game.tsx), and the frame is a one-column grid whose
 * track may shrink to nothing under a min-content constraint, so the element takes the two-column
 * width where there is room and the room there is where there is less, never less than 280 px (the
 * narrowest width the game is laid out for) unless its container is narrower still.
 */
const shadowStyles = css`
  :host {
    display: block;
    min-width: min(100%, 280px);
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
    direction: ltr;
    unicode-bidi: isolate;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
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

function Title() {
  const { i18n } = useWords();
  return <h2>{i18n._('page.title')}</h2>;
}

interface EmbeddedGameProps {
  readonly container: HTMLElement;
  readonly nonce: string | undefined;
  readonly locale: Locale;
}

function EmbeddedGame({ container, nonce, locale }: EmbeddedGameProps) {
  return (
    <RemoteRoot boundary="maze" styleContainer={container} nonce={nonce}>
      <ThemeProvider theme={embedTheme}>
        <Global styles={shadowStyles} />
        <Words locale={locale}>
          <div className="robot-maze-frame" lang={LOCALE_TAGS[locale]}>
            <Title />
            <MazeGame locale={locale} />
          </div>
        </Words>
      </ThemeProvider>
    </RemoteRoot>
  );
}

/** The language a `lang` attribute asks for: en, hi or gu (a region such as gu-IN is allowed); English otherwise. */
export function embedLocale(lang: string | null): Locale {
  const primary = (lang ?? '').trim().toLowerCase().split('-')[0];
  return isLocale(primary) ? primary : 'en';
}

/**
 * `<robot-maze>`: the whole game in one element for partner pages without React. Each element owns a
 * shadow root, its own React root and its own emotion cache inside that root, so two elements are two
 * independent games and no style crosses the page boundary either way. `lang="hi"` or `lang="gu"`
 * plays it in Hindi or Gujarati (the words are inside robot-maze.js: nothing more is fetched).
 */
export class RobotMazeElement extends HTMLElement {
  static readonly observedAttributes = ['lang'];
  /** The CSP nonce emotion puts on the element's style tags (see defineRobotMaze). */
  protected readonly styleNonce: string | undefined = undefined;
  private root: Root | null = null;
  private styleHolder: HTMLElement | null = null;

  connectedCallback(): void {
    if (this.root) return;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    // The style tags go into a holder made for this mount: emotion keeps one cache per container for
    // the page's life, and a cache whose tags were removed with the shadow root's content would try
    // to insert beside them when the element is added again. A new holder gets a new cache.
    const styleHolder = document.createElement('div');
    styleHolder.hidden = true;
    const mount = document.createElement('div');
    shadow.replaceChildren(styleHolder, mount);
    this.styleHolder = styleHolder;
    this.root = createRoot(mount);
    this.renderGame();
  }

  attributeChangedCallback(): void {
    if (this.root) this.renderGame();
  }

  /** Renders the game in the language of the `lang` attribute once its words are at hand (English if they cannot be). */
  private renderGame(): void {
    const { root, styleHolder } = this;
    const locale = embedLocale(this.getAttribute('lang'));
    const show = () => {
      if (this.root !== root || !root || !styleHolder || embedLocale(this.getAttribute('lang')) !== locale) return;
      // Rendered at once, before the browser paints again: a partner who reserves the game's height
      // until the element is defined (`robot-maze:not(:defined) { min-height: … }`, README) would
      // otherwise see one frame of an empty element, the page below jumping up and back.
      flushSync(() =>
        root.render(
          <StrictMode>
            <EmbeddedGame container={styleHolder} nonce={this.styleNonce} locale={locale} />
          </StrictMode>,
        ),
      );
    };
    words.prepare(locale).then(show, show);
  }

  disconnectedCallback(): void {
    // Decide after the current task: a partner script that moves the element (disconnect, then
    // connect again at once) keeps its game; an element really removed unmounts React, which stops
    // its timers and drops its style tags with the shadow root's content.
    queueMicrotask(() => {
      if (this.isConnected || !this.root) return;
      this.root.unmount();
      this.root = null;
      this.styleHolder = null;
      this.shadowRoot?.replaceChildren();
    });
  }
}

export interface DefineOptions {
  /**
   * The nonce of a partner page whose Content-Security-Policy allows styles only by nonce: without it
   * the browser refuses every style tag and the game shows unstyled. embed.ts passes its own script
   * tag's nonce (scriptNonce).
   */
  readonly nonce?: string;
  readonly registry?: CustomElementRegistry;
}

export function defineRobotMaze({ nonce, registry = window.customElements }: DefineOptions = {}): void {
  if (registry.get(ELEMENT_NAME)) return;
  registry.define(
    ELEMENT_NAME,
    class extends RobotMazeElement {
      protected override readonly styleNonce = nonce || undefined;
    },
  );
}

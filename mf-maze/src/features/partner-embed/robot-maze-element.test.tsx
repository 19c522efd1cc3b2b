import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ELEMENT_NAME, defineRobotMaze } from './robot-maze-element';

jest.setTimeout(20_000);

// React warns when act() is not enabled for a root that tests drive directly.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function addElement(): Promise<HTMLElement> {
  const element = document.createElement(ELEMENT_NAME);
  await act(async () => {
    document.body.append(element);
  });
  return element;
}

const inShadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

const NONCE = 'partner-n0nce';

describe('<robot-maze>', () => {
  beforeAll(() => defineRobotMaze({ nonce: NONCE }));
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
      await Promise.resolve();
    });
  });

  it('renders a whole game inside its own shadow root, with its styles there too', async () => {
    const element = await addElement();
    expect(element.shadowRoot).not.toBeNull();
    expect(inShadow(element).getByRole('heading', { name: 'Robot Maze' })).toBeInTheDocument();
    expect(inShadow(element).getByText('Moves: 0 / 20')).toBeInTheDocument();
    expect(element.shadowRoot!.querySelectorAll('style').length).toBeGreaterThan(0);
    expect(document.head.querySelectorAll('style[data-emotion^="maze"]')).toHaveLength(0);
  });

  it("gives every style tag the nonce of the partner's script tag, so a strict CSP lets it apply", async () => {
    const element = await addElement();
    const styles = Array.from(element.shadowRoot!.querySelectorAll('style'));
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.map((style) => style.getAttribute('nonce'))).toEqual(styles.map(() => NONCE));
  });

  it('keeps two elements as two independent games', async () => {
    const user = userEvent.setup();
    const first = await addElement();
    const second = await addElement();
    await user.click(inShadow(first).getByRole('button', { name: 'Move Forward' }));
    expect(inShadow(first).getByText('Moves: 1 / 20')).toBeInTheDocument();
    expect(inShadow(second).getByText('Moves: 0 / 20')).toBeInTheDocument();
  });

  it('unmounts when removed and starts fresh when added again', async () => {
    const element = await addElement();
    await act(async () => {
      element.remove();
      await Promise.resolve();
    });
    expect(element.shadowRoot!.childNodes).toHaveLength(0);
    await act(async () => {
      document.body.append(element);
    });
    expect(inShadow(element).getByText('Moves: 0 / 20')).toBeInTheDocument();
  });

  it('keeps its game when moved within the page', async () => {
    const user = userEvent.setup();
    const element = await addElement();
    await user.click(inShadow(element).getByRole('button', { name: 'Turn Left' }));
    const box = document.createElement('div');
    document.body.append(box);
    await act(async () => {
      box.append(element);
      await Promise.resolve();
    });
    expect(inShadow(element).getByText('Moves: 1 / 20')).toBeInTheDocument();
  });

  it('defines the element once', () => {
    expect(() => defineRobotMaze({ nonce: 'another' })).not.toThrow();
    expect(customElements.get(ELEMENT_NAME)).toBeDefined();
  });
});

describe('<robot-maze lang>', () => {
  beforeAll(() => defineRobotMaze({ nonce: NONCE }));
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
      await Promise.resolve();
    });
  });

  /** The language's words load first (inside robot-maze.js, so within a few microtasks): a task later they are in. */
  const wordsLoaded = () => new Promise((resolve) => setTimeout(resolve, 0));

  async function addInLanguage(lang: string): Promise<HTMLElement> {
    const element = document.createElement(ELEMENT_NAME);
    element.setAttribute('lang', lang);
    await act(async () => {
      document.body.append(element);
      await wordsLoaded();
    });
    return element;
  }

  it('plays in Gujarati with lang="gu", title, buttons and outcome', async () => {
    const user = userEvent.setup();
    const element = await addInLanguage('gu');
    const game = inShadow(element);
    expect(game.getByRole('heading', { name: 'રોબોટ મેઝ' })).toBeInTheDocument();
    expect(game.getByText('ચાલ: 0 / 20')).toBeInTheDocument();
    await user.click(game.getByRole('button', { name: 'ડાબે વળો' }));
    await user.click(game.getByRole('button', { name: 'આગળ વધો' }));
    expect(game.getByText('ટક્કર! રોબોટ ગ્રિડની બહાર ગયો.')).toBeInTheDocument();
    expect(game.queryByText(/Moves|Crashed/)).not.toBeInTheDocument();
  });

  it('plays in Hindi with lang="hi-IN", and changes language when the attribute does', async () => {
    const element = await addInLanguage('hi-IN');
    expect(inShadow(element).getByRole('heading', { name: 'रोबोट भूलभुलैया' })).toBeInTheDocument();
    await act(async () => {
      element.setAttribute('lang', 'en');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(inShadow(element).getByRole('heading', { name: 'Robot Maze' })).toBeInTheDocument();
  });

  it('plays in English for a language it does not have', async () => {
    const element = await addInLanguage('fr');
    expect(inShadow(element).getByText('Moves: 0 / 20')).toBeInTheDocument();
  });

  const frameLang = (element: HTMLElement) => element.shadowRoot!.querySelector('.robot-maze-frame')!.getAttribute('lang');

  async function setLang(element: HTMLElement, lang: string) {
    await act(async () => {
      element.setAttribute('lang', lang);
      await wordsLoaded();
    });
  }

  it('marks its frame with the language it shows, as the site marks its pages (en-IN, hi-IN, gu-IN)', async () => {
    expect(frameLang(await addInLanguage('gu'))).toBe('gu-IN');
    expect(frameLang(await addInLanguage('hi-IN'))).toBe('hi-IN');
    // English shown for a language it does not have: English, not French, for a screen reader.
    expect(frameLang(await addInLanguage('fr'))).toBe('en-IN');
  });

  it('marks English as English on a Gujarati page when the element has no lang, and follows a change of it', async () => {
    document.documentElement.lang = 'gu';
    try {
      const element = await addElement();
      expect(inShadow(element).getByText('Moves: 0 / 20')).toBeInTheDocument();
      expect(frameLang(element)).toBe('en-IN');
      await setLang(element, 'hi');
      expect(frameLang(element)).toBe('hi-IN');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('keeps the game when its lang changes mid-game, and leaves nothing said in the old language', async () => {
    const user = userEvent.setup();
    const element = await addInLanguage('hi');
    const game = inShadow(element);
    await user.click(game.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(game.getByRole('status')).toHaveTextContent('रोबोट आगे बढ़ा।');

    await setLang(element, 'gu');
    expect(game.getByText('ચાલ: 1 / 20')).toBeInTheDocument();
    expect(game.getByRole('status').textContent?.trim()).toBe('');
    await user.click(game.getByRole('button', { name: 'જમણે વળો' }));
    expect(game.getByRole('status')).toHaveTextContent(/^રોબોટ જમણે વળ્યો/);

    await setLang(element, 'en');
    expect(game.getByText('Moves: 2 / 20')).toBeInTheDocument();
    expect(game.getByRole('cell', { name: 'Row 4, column 1: robot facing right' })).toBeInTheDocument();
    expect(game.getByRole('status').textContent?.trim()).toBe('');
  });

  it("says a program's ended note again in the new language", async () => {
    const user = userEvent.setup();
    const element = await addInLanguage('hi');
    const game = inShadow(element);
    await user.click(game.getByRole('button', { name: 'प्रोग्राम मोड' }));
    await user.click(game.getByRole('button', { name: 'आगे जोड़ें' }));
    await user.click(game.getByRole('button', { name: 'एक कदम' }));
    const hindiNote = 'रोबोट के लक्ष्य तक पहुँचने से पहले ही प्रोग्राम खत्म हो गया। और कमांड जोड़ें या उन्हें बदलें, फिर प्रोग्राम दोबारा चलाएँ।';
    expect(game.getByText(hindiNote)).toBeInTheDocument();

    await setLang(element, 'gu');
    expect(game.queryByText(hindiNote)).not.toBeInTheDocument();
    expect(
      game.getByText('રોબોટ લક્ષ્ય સુધી પહોંચે તે પહેલાં પ્રોગ્રામ પૂરો થઈ ગયો. વધુ આદેશો ઉમેરો અથવા તેમને બદલો, પછી પ્રોગ્રામ ફરી ચલાવો.'),
    ).toBeInTheDocument();
    expect(game.getByText('1 / 20 આદેશ')).toBeInTheDocument();
    expect(game.getByRole('status').textContent?.trim()).toBe('');

    await setLang(element, 'en');
    expect(
      game.getByText('The program ended before the robot reached the goal. Add more commands or change them, then run it again.'),
    ).toBeInTheDocument();
  });
});

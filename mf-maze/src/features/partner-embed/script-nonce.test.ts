import { scriptNonce } from './script-nonce';

function addScript(src: string, nonce?: string): HTMLScriptElement {
  const script = document.createElement('script');
  // jsdom would fetch a src'd script once it is in the document; the type keeps it inert.
  script.type = 'text/plain';
  script.src = src;
  if (nonce) script.setAttribute('nonce', nonce);
  document.head.append(script);
  return script;
}

function runningAs(script: HTMLScriptElement | null) {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
}

afterEach(() => {
  runningAs(null);
  document.head.replaceChildren();
});

describe('scriptNonce', () => {
  it('takes the nonce of the script that is running', () => {
    addScript('https://maze.example.org/robot-maze.js', 'other');
    runningAs(addScript('https://cdn.example.net/vendor/maze-bundle.js', 'r4nd0m'));
    expect(scriptNonce()).toBe('r4nd0m');
  });

  it('finds its own tag by file name, stable or hashed, when no script is running', () => {
    addScript('https://partner.example/app.js', 'wrong');
    addScript('https://maze.example.org/robot-maze.0123456789abcdef.js', 'n0nce');
    expect(scriptNonce()).toBe('n0nce');
  });

  it('has no nonce when the tag carries none', () => {
    runningAs(addScript('https://maze.example.org/robot-maze.js'));
    expect(scriptNonce()).toBeUndefined();
  });

  it('has no nonce when no tag of the maze is on the page', () => {
    addScript('https://partner.example/robot-maze-helper.js', 'wrong');
    expect(scriptNonce()).toBeUndefined();
  });
});

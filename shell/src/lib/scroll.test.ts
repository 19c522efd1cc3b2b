import { hashTarget, isScrolled, nextTrapIndex, waitForElement } from './scroll';

describe('isScrolled', () => {
  it('turns on only past 10 px', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(11)).toBe(true);
  });
});

describe('hashTarget', () => {
  it('reads the id from a hash', () => {
    expect(hashTarget('#drone-lab')).toBe('drone-lab');
    expect(hashTarget('#get%20started')).toBe('get started');
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('nextTrapIndex', () => {
  it('wraps forwards and backwards', () => {
    expect(nextTrapIndex(2, 3, false)).toBe(0);
    expect(nextTrapIndex(0, 3, true)).toBe(2);
    expect(nextTrapIndex(-1, 3, false)).toBe(0);
    expect(nextTrapIndex(-1, 3, true)).toBe(2);
    expect(nextTrapIndex(0, 0, false)).toBe(-1);
  });
});

describe('waitForElement', () => {
  it('resolves when the element is added later', async () => {
    const pending = waitForElement('late', 1000);
    const element = document.createElement('section');
    element.id = 'late';
    document.body.append(element);
    await expect(pending).resolves.toBe(element);
  });
  it('gives up with null after the timeout', async () => {
    await expect(waitForElement('never', 20)).resolves.toBeNull();
  });
});

if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // jsdom has no matchMedia; the site asks it about reduced motion and pointer type.
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => {};
}

if (typeof window !== 'undefined') {
  // @ts-expect-error -- the package's types declare its matchers globally and no module
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
  // Nor scrollIntoView: the forms bring their answer into sight with it.
  if (!window.Element.prototype.scrollIntoView) window.Element.prototype.scrollIntoView = () => {};
}

// `findBy…` waits 1 s by default. Pages with the spec's 300 ms loading state need more when two cores
// run the whole suite at once; a condition still decides, the limit only stops a wait that never ends.
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });

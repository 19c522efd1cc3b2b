/** @jest-environment node */
// @ts-check
const { contentSecurityPolicy, inlineScriptHashes } = require('./security-headers.cjs');

/** One directive of a policy, its sources in order. @param {string} policy @param {string} name */
const directive = (policy, name) => (policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '').split(' ').slice(1);

describe('inlineScriptHashes', () => {
  // The hashes a browser computes for these texts (also: echo -n 'start()' | openssl dgst -sha256 -binary | base64).
  const START = "'sha256-DIm7WJS6ZKDYe5qFLPy+h4JFI9Bol5QmYC57mt3Fb00='";
  const NEXT = "'sha256-3VRZpP0Asm2+UkKGYhUduQgh8UoMSPDnOC3K1FE7ZsY='";

  it('names each inline script of a page once, by the hash of its exact text', () => {
    const html = '<head><script>start()</script><SCRIPT >window.__next = 1;</SCRIPT ></head><body><script>start()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([START, NEXT]);
  });

  it('leaves out scripts from files and data blocks, which the policy does not run by hash', () => {
    const html = [
      '<script defer src="/main.js"></script>',
      '<script src=/x.js>start()</script>',
      '<script type="application/json" id="seed">{"a":1}</script>',
      '<script type=application/ld+json>{"@type":"Organization"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('runs scripts from the site, its remotes and the named inline scripts, never any other inline script or eval', () => {
    const policy = contentSecurityPolicy({ scriptOrigins: ['http://remote.test/remoteEntry.js'], scriptHashes: ["'sha256-abc='"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://remote.test', "'sha256-abc='"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(contentSecurityPolicy(), 'script-src')).toEqual(["'self'"]);
  });
});

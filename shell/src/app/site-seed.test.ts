import { SEED_ELEMENT_ID, readSeed } from './site-seed';

function documentWith(seed: unknown): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = SEED_ELEMENT_ID;
  script.textContent = JSON.stringify(seed);
  doc.body.append(script);
  return doc;
}

const base = { descriptions: [], versions: {}, manifests: {} };

describe('readSeed: a form post’s outcome', () => {
  it('keeps a well-formed outcome and the page it was rendered at', () => {
    const outcome = { form: 'contact', ok: false, message: 'Please fill out all required fields.', values: { name: 'Asha', n: 3 } };
    expect(readSeed(documentWith({ ...base, formOutcome: outcome, formPage: '/contact' }))).toEqual({
      ...base,
      formOutcome: { form: 'contact', ok: false, message: 'Please fill out all required fields.', values: { name: 'Asha' } },
      formPage: '/contact',
    });
  });

  it('drops an outcome of an unknown form, and a page that is not a path of this site', () => {
    expect(readSeed(documentWith({ ...base, formOutcome: { form: 'orders', ok: true, message: 'x' }, formPage: '/contact' }))).toEqual(
      base,
    );
    const ok = { form: 'newsletter', ok: true, message: 'Thanks' };
    for (const formPage of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 42])
      expect(readSeed(documentWith({ ...base, formOutcome: ok, formPage }))).toEqual({ ...base, formOutcome: ok });
  });
});

describe("readSeed: the site's public address", () => {
  it('keeps an http(s) address as the server read SITE_URL, with or without a path', () => {
    for (const siteUrl of ['https://www.robominds.in', 'http://localhost:8080', 'https://example.org/robominds'])
      expect(readSeed(documentWith({ ...base, siteUrl }))).toEqual({ ...base, siteUrl });
  });

  it('drops anything else: the share links would give it away', () => {
    const refused = [
      'javascript:alert(1)',
      'ftp://example.org',
      'https://user:pw@example.org',
      'https://example.org/?q=1',
      'https://example.org/#x',
      'https://example.org/',
      '//example.org',
      42,
      null,
    ];
    for (const siteUrl of refused) expect(readSeed(documentWith({ ...base, siteUrl }))).toEqual(base);
  });
});

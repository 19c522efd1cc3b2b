import { pageAddress, shareLinks } from './share-links';

const URL_OF_PAGE = 'https://www.robominds.in/news/1';

/** The message a share link carries, as the app it opens reads it. */
const textOf = (href: string, key: string): string | null => new URL(href).searchParams.get(key);

describe('shareLinks', () => {
  it('gives WhatsApp the title and the address as one message', () => {
    const { whatsapp } = shareLinks('Robotics labs open', URL_OF_PAGE);
    expect(whatsapp).toBe('https://wa.me/?text=Robotics%20labs%20open%0Ahttps%3A%2F%2Fwww.robominds.in%2Fnews%2F1');
    expect(textOf(whatsapp, 'text')).toBe(`Robotics labs open\n${URL_OF_PAGE}`);
  });

  it('gives the e-mail the title as its subject and the title and address as its body', () => {
    const { email } = shareLinks('Robotics labs open', URL_OF_PAGE);
    expect(email).toBe('mailto:?subject=Robotics%20labs%20open&body=Robotics%20labs%20open%0Ahttps%3A%2F%2Fwww.robominds.in%2Fnews%2F1');
  });

  it('keeps &, #, ? and = in a title inside the one value, so the link is not cut short or split', () => {
    const title = 'Q&A: robots #1? yes = fun';
    const { whatsapp, email } = shareLinks(title, URL_OF_PAGE);
    expect(whatsapp).not.toMatch(/[&#?=] /);
    expect(textOf(whatsapp, 'text')).toBe(`${title}\n${URL_OF_PAGE}`);
    expect(new URL(whatsapp).hash).toBe('');
    const mail = new URL(email.replace('mailto:', 'https://mail.example/'));
    expect([...mail.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(mail.searchParams.get('subject')).toBe(title);
    expect(mail.searchParams.get('body')).toBe(`${title}\n${URL_OF_PAGE}`);
  });

  it('carries Hindi and Gujarati titles and addresses as UTF-8, percent-encoded', () => {
    const title = 'अररिया के 25 स्कूलों में रोबोटिक्स लैब';
    const address = 'https://www.robominds.in/hi/news/1';
    const { whatsapp, email } = shareLinks(title, address);
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=%E0%A4%85/);
    expect(whatsapp).not.toMatch(/[^\x21-\x7e]/);
    expect(textOf(whatsapp, 'text')).toBe(`${title}\n${address}`);
    expect(decodeURIComponent(email.slice(email.indexOf('subject=') + 8, email.indexOf('&body=')))).toBe(title);
    expect(textOf(shareLinks('અરરિયામાં રોબોટિક્સ લેબ', address).whatsapp, 'text')).toBe(`અરરિયામાં રોબોટિક્સ લેબ\n${address}`);
  });

  it('answers a title with a broken character instead of throwing', () => {
    const { whatsapp } = shareLinks('Robots \uD800 here', URL_OF_PAGE);
    expect(textOf(whatsapp, 'text')).toBe(`Robots \uFFFD here\n${URL_OF_PAGE}`);
  });
});

describe('pageAddress', () => {
  it('is the page without its query or fragment', () => {
    expect(pageAddress(new URL('https://www.robominds.in/gu/blog/2?utm_source=x#comments'))).toBe('https://www.robominds.in/gu/blog/2');
  });
});

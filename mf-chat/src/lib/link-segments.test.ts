import { toSegments } from './link-segments';

describe('toSegments', () => {
  it('leaves plain text alone', () => {
    expect(toSegments('We are open 24/7 and/or by appointment.')).toEqual([{ type: 'text', text: 'We are open 24/7 and/or by appointment.' }]);
  });

  it('turns site paths into internal links, without the sentence punctuation', () => {
    expect(toSegments('See /services#drone-lab.')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: '/services#drone-lab', href: '/services#drone-lab', internal: true },
      { type: 'text', text: '.' },
    ]);
    expect(toSegments('Details: /courses/iot, or ask (/contact)')).toEqual([
      { type: 'text', text: 'Details: ' },
      { type: 'link', text: '/courses/iot', href: '/courses/iot', internal: true },
      { type: 'text', text: ', or ask (' },
      { type: 'link', text: '/contact', href: '/contact', internal: true },
      { type: 'text', text: ')' },
    ]);
  });

  it('links a path at the very start of the text', () => {
    expect(toSegments('/contact has our hours')[0]).toEqual({ type: 'link', text: '/contact', href: '/contact', internal: true });
  });

  it('does not link unknown sections or paths glued to words', () => {
    expect(toSegments('Try /admin or foo/contact')).toEqual([{ type: 'text', text: 'Try /admin or foo/contact' }]);
  });

  it('turns http(s) URLs into external links', () => {
    expect(toSegments('Visit https://example.org/a?b=1! Thanks')).toEqual([
      { type: 'text', text: 'Visit ' },
      { type: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1', internal: false },
      { type: 'text', text: '! Thanks' },
    ]);
  });

  it('never produces markup: angle brackets stay text', () => {
    const segments = toSegments('<img src=x onerror=alert(1)> /contact');
    expect(segments[0]).toEqual({ type: 'text', text: '<img src=x onerror=alert(1)> ' });
    expect(segments[1]).toMatchObject({ type: 'link', href: '/contact' });
  });

  it('ignores javascript: and other schemes', () => {
    expect(toSegments('javascript:alert(1)')).toEqual([{ type: 'text', text: 'javascript:alert(1)' }]);
  });
});

import { CONNECTION_ERROR_MESSAGE, EMPTY_REPLY_MESSAGE, MAX_SOURCES, botTextFor, isSitePath, parseAnswer } from './chat-answer';

describe('parseAnswer', () => {
  it('reads reply, sources and the mode our gateway adds', () => {
    expect(parseAnswer({ reply: ' Hello ', mode: 'offline', sources: [{ title: 'Contact', path: '/contact' }] })).toEqual({
      kind: 'reply',
      reply: 'Hello',
      sources: [{ title: 'Contact', path: '/contact' }],
      mode: 'offline',
    });
    expect(parseAnswer({ reply: 'Hi', mode: 'gemini' })).toEqual({ kind: 'reply', reply: 'Hi', sources: [], mode: 'gemini' });
  });

  it('works with reply alone, and ignores an unknown mode or unreadable sources (a cloud gateway)', () => {
    expect(parseAnswer({ reply: 'Hi' })).toEqual({ kind: 'reply', reply: 'Hi', sources: [] });
    expect(parseAnswer({ reply: 'Hi', mode: 'other' })).toEqual({ kind: 'reply', reply: 'Hi', sources: [] });
    expect(parseAnswer({ reply: 'Hi', sources: 'see /contact' })).toEqual({ kind: 'reply', reply: 'Hi', sources: [] });
  });

  it('keeps only sources that are paths on this site, at most a handful', () => {
    const sources = [
      { title: 'Evil', path: 'https://evil.example/pay' },
      { title: 'Also evil', path: '//evil.example/pay' },
      { title: 'Backslash', path: '/\\evil.example' },
      { title: 'Script', path: 'javascript:alert(1)' },
      { title: '  ', path: '/blank-title' },
      { path: '/no-title' },
      null,
      { title: 'Drone Lab', path: '/services#drone-lab' },
    ];
    expect(parseAnswer({ reply: 'Hi', sources })).toEqual({
      kind: 'reply',
      reply: 'Hi',
      sources: [{ title: 'Drone Lab', path: '/services#drone-lab' }],
    });
    const many = Array.from({ length: 9 }, (_, i) => ({ title: `Page ${i}`, path: `/p${i}` }));
    const parsed = parseAnswer({ reply: 'Hi', sources: many });
    expect(parsed.kind === 'reply' && parsed.sources).toHaveLength(MAX_SOURCES);
  });

  it('treats a missing, null or blank reply as empty', () => {
    expect(parseAnswer({})).toEqual({ kind: 'empty' });
    expect(parseAnswer({ reply: null })).toEqual({ kind: 'empty' });
    expect(parseAnswer({ reply: '  ', sources: [{ title: 'Contact', path: '/contact' }] })).toEqual({ kind: 'empty' });
  });

  it('treats anything that is not an object with a string reply as invalid', () => {
    expect(parseAnswer(null)).toEqual({ kind: 'invalid' });
    expect(parseAnswer('Hi')).toEqual({ kind: 'invalid' });
    expect(parseAnswer([])).toEqual({ kind: 'invalid' });
    expect(parseAnswer({ reply: 42 })).toEqual({ kind: 'invalid' });
  });
});

describe('isSitePath', () => {
  it.each(['/', '/contact', '/services#drone-lab', '/courses/iot?tab=fees'])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true);
  });
  it.each(['contact', 'https://example.org/', '//example.org/x', '/\\example.org', '/a b', 'mailto:x@y.z', ''])('refuses %s', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});

describe('botTextFor', () => {
  it('maps each answer to what the visitor reads, with the exact spec messages', () => {
    expect(botTextFor({ kind: 'reply', reply: 'Hi', sources: [] })).toBe('Hi');
    expect(botTextFor({ kind: 'empty' })).toBe('Sorry, I could not generate a response.');
    expect(botTextFor({ kind: 'invalid' })).toBe('Sorry, there was an error connecting to the AI.');
    expect(EMPTY_REPLY_MESSAGE).toBe('Sorry, I could not generate a response.');
    expect(CONNECTION_ERROR_MESSAGE).toBe('Sorry, there was an error connecting to the AI.');
  });
});

import { CONNECTION_ERROR_MESSAGE, EMPTY_REPLY_MESSAGE, botTextFor, parseAnswer } from './chat-answer';

describe('parseAnswer', () => {
  it('reads reply and the mode our gateway adds', () => {
    expect(parseAnswer({ reply: ' Hello ', mode: 'offline' })).toEqual({ kind: 'reply', reply: 'Hello', mode: 'offline' });
    expect(parseAnswer({ reply: 'Hi', mode: 'gemini' })).toEqual({ kind: 'reply', reply: 'Hi', mode: 'gemini' });
  });

  it('ignores an unknown or missing mode (a cloud gateway sends reply only)', () => {
    expect(parseAnswer({ reply: 'Hi' })).toEqual({ kind: 'reply', reply: 'Hi' });
    expect(parseAnswer({ reply: 'Hi', mode: 'other' })).toEqual({ kind: 'reply', reply: 'Hi' });
  });

  it('treats a missing, null or blank reply as empty', () => {
    expect(parseAnswer({})).toEqual({ kind: 'empty' });
    expect(parseAnswer({ reply: null })).toEqual({ kind: 'empty' });
    expect(parseAnswer({ reply: '  ' })).toEqual({ kind: 'empty' });
  });

  it('treats anything that is not an object with a string reply as invalid', () => {
    expect(parseAnswer(null)).toEqual({ kind: 'invalid' });
    expect(parseAnswer('Hi')).toEqual({ kind: 'invalid' });
    expect(parseAnswer([])).toEqual({ kind: 'invalid' });
    expect(parseAnswer({ reply: 42 })).toEqual({ kind: 'invalid' });
  });
});

describe('botTextFor', () => {
  it('maps each answer to what the visitor reads, with the exact spec messages', () => {
    expect(botTextFor({ kind: 'reply', reply: 'Hi' })).toBe('Hi');
    expect(botTextFor({ kind: 'empty' })).toBe('Sorry, I could not generate a response.');
    expect(botTextFor({ kind: 'invalid' })).toBe('Sorry, there was an error connecting to the AI.');
    expect(EMPTY_REPLY_MESSAGE).toBe('Sorry, I could not generate a response.');
    expect(CONNECTION_ERROR_MESSAGE).toBe('Sorry, there was an error connecting to the AI.');
  });
});

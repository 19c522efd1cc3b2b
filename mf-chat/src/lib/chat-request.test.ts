import { MAX_QUESTION_LENGTH } from 'shared/contracts';
import { PERSONA_INSTRUCTION, buildRequestBody, normaliseQuestion } from './chat-request';

describe('chat request', () => {
  it('puts the persona instruction first, then the question', () => {
    const { userMessage } = buildRequestBody('How much is the IoT course?');
    expect(userMessage.startsWith(PERSONA_INSTRUCTION)).toBe(true);
    expect(userMessage.endsWith('How much is the IoT course?')).toBe(true);
  });

  it('asks for replies of 2 to 4 lines', () => {
    expect(PERSONA_INSTRUCTION).toMatch(/2 to 4 (short )?lines/);
  });

  it('sends only userMessage', () => {
    expect(Object.keys(buildRequestBody('hi'))).toEqual(['userMessage']);
  });

  it('trims text and refuses blank or whitespace-only text', () => {
    expect(normaliseQuestion('  hours?  \n')).toBe('hours?');
    expect(normaliseQuestion('')).toBeNull();
    expect(normaliseQuestion(' \t\n ')).toBeNull();
  });

  it('caps very long questions', () => {
    expect(normaliseQuestion('a'.repeat(5000))).toHaveLength(MAX_QUESTION_LENGTH);
  });
});

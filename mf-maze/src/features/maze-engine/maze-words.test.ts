import { words } from '../../i18n';
import { WINNING_ROUTE, applyAction, applyActions, createInitialState, outcomeMessage } from './maze-engine';
import { announcement, cellLabel, movesLabel, statusMessage } from './maze-text';
import { commandName } from './program';

beforeAll(() => Promise.all([words.prepare('hi'), words.prepare('gu')]));

const crashedIntoWall = () => applyAction(applyActions(createInitialState(), ['forward', 'right']), 'forward');
const outOfBounds = () => applyAction(applyAction(createInitialState(), 'left'), 'forward');
const won = () => applyActions(createInitialState(), WINNING_ROUTE);
const outOfMoves = () =>
  applyActions(
    createInitialState(),
    Array.from({ length: 20 }, () => 'left' as const),
  );

describe('the outcome messages in each language', () => {
  it('are the spec’s words in English', () => {
    const english = words.i18nFor('en');
    expect(statusMessage(won(), english)).toBe('Success! The robot reached the goal!');
    expect(statusMessage(crashedIntoWall(), english)).toBe('Crashed into a wall!');
    expect(statusMessage(outOfBounds(), english)).toBe('Crashed! Out of bounds.');
    expect(statusMessage(outOfMoves(), english)).toBe('Move limit reached. Try again!');
  });

  it('are Hindi on a Hindi page', () => {
    const hindi = words.i18nFor('hi');
    expect(statusMessage(won(), hindi)).toBe('सफलता! रोबोट लक्ष्य तक पहुँच गया!');
    expect(statusMessage(crashedIntoWall(), hindi)).toBe('दीवार से टक्कर!');
    expect(statusMessage(outOfBounds(), hindi)).toBe('टक्कर! रोबोट ग्रिड से बाहर चला गया।');
    expect(statusMessage(outOfMoves(), hindi)).toBe('चालों की सीमा पूरी हो गई। फिर से कोशिश करें!');
    expect(statusMessage(createInitialState(), hindi)).toBe('20 या उससे कम चालों में हरे झंडे तक पहुँचें।');
  });

  it('are Gujarati on a Gujarati page', () => {
    const gujarati = words.i18nFor('gu');
    expect(outcomeMessage('goal', gujarati)).toBe('સફળતા! રોબોટ લક્ષ્ય સુધી પહોંચી ગયો!');
    expect(outcomeMessage('wall', gujarati)).toBe('દીવાલ સાથે ટક્કર!');
    expect(outcomeMessage('out-of-bounds', gujarati)).toBe('ટક્કર! રોબોટ ગ્રિડની બહાર ગયો.');
    expect(outcomeMessage('move-limit', gujarati)).toBe('ચાલની મર્યાદા પૂરી થઈ. ફરી પ્રયાસ કરો!');
  });

  it('keep the engine’s record in English whatever the page’s language', () => {
    expect(won().message).toBe('Success! The robot reached the goal!');
  });
});

describe('the counter, the cells and the announcements in each language', () => {
  it('speak Hindi', () => {
    const hindi = words.i18nFor('hi');
    const start = createInitialState();
    const moved = applyAction(start, 'forward');
    expect(movesLabel(1, hindi)).toBe('चालें: 1 / 20');
    expect(cellLabel(start, { x: 0, y: 4 }, hindi)).toBe('पंक्ति 5, स्तंभ 1: रोबोट, मुँह ऊपर की ओर');
    expect(announcement(start, 'forward', moved, hindi)).toBe('रोबोट आगे बढ़ा। रोबोट पंक्ति 4, स्तंभ 1 पर है, मुँह ऊपर की ओर। चालें: 20 में से 1।');
    // The sentence names the button by its Hindi label.
    const over = won();
    expect(announcement(over, 'left', over, hindi)).toBe('खेल खत्म हो गया है। सफलता! रोबोट लक्ष्य तक पहुँच गया! फिर से खेलने के लिए “रीसेट” दबाएँ।');
    expect(hindi._('game.reset')).toBe('रीसेट');
  });

  it('speak Gujarati', () => {
    const gujarati = words.i18nFor('gu');
    const crashed = crashedIntoWall();
    expect(cellLabel(crashed, { x: 4, y: 0 }, gujarati)).toBe('પંક્તિ 1, સ્તંભ 5: લક્ષ્ય');
    expect(announcement(applyActions(createInitialState(), ['forward', 'right']), 'forward', crashed, gujarati)).toBe(
      'દીવાલ સાથે ટક્કર! રોબોટ પંક્તિ 4, સ્તંભ 1 પર છે, મોં જમણી તરફ. ચાલ: 20માંથી 2.',
    );
    expect(commandName('left', gujarati)).toBe('ડાબે વળો');
    expect(gujarati._('game.left')).toBe('ડાબે વળો');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { words } from '../../i18n';
import { MazeGame } from './maze-game';

jest.setTimeout(20_000);

beforeAll(() => Promise.all([words.prepare('hi'), words.prepare('gu')]));

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('MazeGame in Hindi', () => {
  it('shows its controls, counter and cells in Hindi and wins with the Hindi buttons', async () => {
    const user = userEvent.setup();
    renderWithSite(<MazeGame locale="hi" />);
    expect(screen.getByText('चालें: 0 / 20')).toBeInTheDocument();
    expect(screen.getByText('20 या उससे कम चालों में हरे झंडे तक पहुँचें।')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'भूलभुलैया का ग्रिड, 5 पंक्तियाँ और 5 स्तंभ' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'पंक्ति 5, स्तंभ 1: रोबोट, मुँह ऊपर की ओर' })).toBeInTheDocument();
    expect(button('सीधा नियंत्रण')).toHaveAttribute('aria-pressed', 'true');
    for (let i = 0; i < 4; i++) await user.click(button('आगे बढ़ें'));
    await user.click(button('दाएँ मुड़ें'));
    expect(screen.getByText('दिशा: दाईं ओर')).toBeInTheDocument();
    for (let i = 0; i < 4; i++) await user.click(button('आगे बढ़ें'));
    expect(screen.getByText('सफलता! रोबोट लक्ष्य तक पहुँच गया!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('रोबोट आगे बढ़ा। सफलता! रोबोट लक्ष्य तक पहुँच गया!');
    expect(button('रीसेट')).toHaveFocus();
    expect(screen.queryByText(/Success|Moves/)).not.toBeInTheDocument();
  });

  it('says crash and out of moves in Hindi', async () => {
    const user = userEvent.setup();
    renderWithSite(<MazeGame locale="hi" />);
    await user.click(button('बाएँ मुड़ें'));
    await user.click(button('आगे बढ़ें'));
    expect(screen.getByText('टक्कर! रोबोट ग्रिड से बाहर चला गया।')).toBeInTheDocument();
    await user.click(button('रीसेट'));
    for (let i = 0; i < 20; i++) await user.click(button('बाएँ मुड़ें'));
    expect(screen.getByText('चालों की सीमा पूरी हो गई। फिर से कोशिश करें!')).toBeInTheDocument();
  });
});

describe('MazeGame in Gujarati', () => {
  it('crashes into a wall in Gujarati and builds a program with Gujarati commands', async () => {
    const user = userEvent.setup();
    renderWithSite(<MazeGame locale="gu" />);
    await user.click(button('આગળ વધો'));
    await user.click(button('જમણે વળો'));
    await user.click(button('આગળ વધો'));
    expect(screen.getByText('દીવાલ સાથે ટક્કર!')).toBeInTheDocument();
    expect(screen.getByText('ચાલ: 2 / 20')).toBeInTheDocument();
    await user.click(button('પ્રોગ્રામ મોડ'));
    expect(screen.getByText('તમારો પ્રોગ્રામ ખાલી છે. આદેશો ઉમેરો, પછી “ચલાવો” દબાવો.')).toBeInTheDocument();
    await user.click(button('આગળ ઉમેરો'));
    await user.click(button('ડાબે વળો ઉમેરો'));
    expect(screen.getByText('2 / 20 આદેશ')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'પ્રોગ્રામ' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(button('એક પગલું'));
    expect(screen.getByRole('status')).toHaveTextContent('પગલું 1, આગળ: રોબોટ આગળ વધ્યો.');
    await user.click(button('પગલું 2 કાઢો, ડાબે વળો'));
    expect(button('ચલાવો')).toBeEnabled();
    expect(button('બધું કાઢો')).toBeEnabled();
  });

  it('leaves English untouched beside it', () => {
    renderWithSite(
      <>
        <MazeGame locale="gu" />
        <MazeGame />
      </>,
    );
    expect(screen.getByText('ચાલ: 0 / 20')).toBeInTheDocument();
    expect(screen.getByText('Moves: 0 / 20')).toBeInTheDocument();
    expect(button('Move Forward')).toBeInTheDocument();
  });
});

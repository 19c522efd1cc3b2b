import { screen, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { MazeGame, PROGRAM_STEP_MS } from './maze-game';

// Twenty clicks through user-event take seconds on a busy two-core machine.
jest.setTimeout(20_000);

const button = (name: string | RegExp) => screen.getByRole('button', { name });

function setup() {
  const user = userEvent.setup();
  renderWithSite(<MazeGame />);
  return user;
}

async function clickTimes(user: ReturnType<typeof userEvent.setup>, name: string, times: number) {
  for (let i = 0; i < times; i++) await user.click(button(name));
}

describe('MazeGame, direct mode', () => {
  it('starts at row 5, column 1 facing up, with 0 moves and the four controls', () => {
    setup();
    expect(screen.getByText('Moves: 0 / 20')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Row 5, column 1: robot facing up' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Row 1, column 5: goal' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: /: wall$/ })).toHaveLength(5);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    for (const name of ['Move Forward', 'Turn Left', 'Turn Right', 'Reset']) expect(button(name)).toBeEnabled();
    expect(button('Direct control')).toHaveAttribute('aria-pressed', 'true');
  });

  it('wins by the buttons and then disables the actions until Reset', async () => {
    const user = setup();
    await clickTimes(user, 'Move Forward', 4);
    await user.click(button('Turn Right'));
    await clickTimes(user, 'Move Forward', 4);
    expect(screen.getByText('Success! The robot reached the goal!')).toBeInTheDocument();
    expect(screen.getByText('Moves: 9 / 20')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Row 1, column 5: robot facing right, on the goal' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Row 5, column 1: visited' })).toBeInTheDocument();
    for (const name of ['Move Forward', 'Turn Left', 'Turn Right']) expect(button(name)).toBeDisabled();
    expect(button('Reset')).toHaveFocus();
    await user.click(button('Reset'));
    expect(screen.getByText('Moves: 0 / 20')).toBeInTheDocument();
    expect(button('Move Forward')).toBeEnabled();
  });

  it('crashes into a wall without counting the move', async () => {
    const user = setup();
    await user.click(button('Move Forward'));
    await user.click(button('Turn Right'));
    await user.click(button('Move Forward'));
    expect(screen.getByText('Crashed into a wall!')).toBeInTheDocument();
    expect(screen.getByText('Moves: 2 / 20')).toBeInTheDocument();
    expect(button('Move Forward')).toBeDisabled();
  });

  it('crashes out of bounds', async () => {
    const user = setup();
    await user.click(button('Turn Left'));
    await user.click(button('Move Forward'));
    expect(screen.getByText('Crashed! Out of bounds.')).toBeInTheDocument();
    expect(screen.getByText('Moves: 1 / 20')).toBeInTheDocument();
  });

  it('stops at the move limit after 20 turns', async () => {
    const user = setup();
    await clickTimes(user, 'Turn Left', 20);
    expect(screen.getByText('Move limit reached. Try again!')).toBeInTheDocument();
    expect(screen.getByText('Moves: 20 / 20')).toBeInTheDocument();
    expect(button('Turn Left')).toBeDisabled();
  });

  it('plays by keyboard while focus is in the game, and announces politely', async () => {
    const user = setup();
    button('Turn Left').focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('Turned right. Robot at row 1, column 1, facing right. Moves: 5 of 20.');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByText('Success! The robot reached the goal!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Success! The robot reached the goal!/);
    await user.keyboard('r');
    expect(screen.getByText('Moves: 0 / 20')).toBeInTheDocument();
  });

  it('ignores the keys when focus is outside the game', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <div>
        <button type="button">Outside</button>
        <MazeGame />
      </div>,
    );
    screen.getByRole('button', { name: 'Outside' }).focus();
    await user.keyboard('{ArrowUp}r');
    expect(screen.getByText('Moves: 0 / 20')).toBeInTheDocument();
  });

  it('shows the keys on screen', () => {
    setup();
    expect(screen.getByText(/while a game button has focus/)).toBeInTheDocument();
    expect(button('Move Forward')).toHaveAttribute('aria-keyshortcuts', 'ArrowUp');
  });
});

describe('MazeGame, program mode', () => {
  afterEach(() => jest.useRealTimers());

  it('builds a program, runs it step by step with the current step highlighted, and wins', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithSite(<MazeGame />);
    await user.click(button('Program mode'));
    expect(screen.getByText('Your program is empty. Add commands, then press Run.')).toBeInTheDocument();
    for (let i = 0; i < 4; i++) await user.click(button('Add Forward'));
    await user.click(button('Add Turn Right'));
    for (let i = 0; i < 4; i++) await user.click(button('Add Forward'));
    const list = screen.getByRole('list', { name: 'Program' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText('9 / 20 commands')).toBeInTheDocument();
    await user.click(button('Run'));
    expect(button('Stop')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(PROGRAM_STEP_MS));
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Moves: 1 / 20')).toBeInTheDocument();
    for (let i = 0; i < 8; i++) act(() => jest.advanceTimersByTime(PROGRAM_STEP_MS));
    expect(screen.getByText('Success! The robot reached the goal!')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[8]).toHaveAttribute('aria-current', 'step');
    expect(button('Run')).toBeEnabled();
    expect(button('Step')).toBeDisabled();
  });

  it('steps one command at a time, removes and clears', async () => {
    const user = setup();
    await user.click(button('Program mode'));
    await user.click(button('Add Forward'));
    await user.click(button('Add Turn Left'));
    await user.click(button('Step'));
    expect(screen.getByText('Moves: 1 / 20')).toBeInTheDocument();
    await user.click(button('Remove step 1, Forward'));
    expect(screen.getByText('Moves: 0 / 20')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Program' })).getAllByRole('listitem')).toHaveLength(1);
    await user.click(button('Clear'));
    expect(screen.getByText('Your program is empty. Add commands, then press Run.')).toBeInTheDocument();
  });

  it('adds commands with the arrow keys', async () => {
    const user = setup();
    await user.click(button('Program mode'));
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(screen.getByText('2 / 20 commands')).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { theme } from 'shared/ui';
import { RemoteBoundary, forgetLoadedRemotes } from './remote-boundary';
import { loadExposedModule } from '../federation/remote-loader';

jest.mock('../federation/remote-loader', () => ({ loadExposedModule: jest.fn() }));
const load = jest.mocked(loadExposedModule);

function Maze({ greeting }: { readonly greeting: string }) {
  return <h1>{greeting}</h1>;
}

// The module is read with React's `use`: a suspended render resumes inside an awaited act.
const renderArea = (variant?: 'page' | 'floating') =>
  act(async () => {
    render(
      <ThemeProvider theme={theme}>
        <RemoteBoundary remote="mf_maze" module="RobotMazePage" props={{ greeting: 'Robot Maze' }} variant={variant} />
      </ThemeProvider>,
    );
  });

describe('RemoteBoundary', () => {
  beforeEach(() => {
    load.mockReset();
    forgetLoadedRemotes();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('renders the remote module with the props it was given', async () => {
    load.mockResolvedValue({ default: Maze });
    await renderArea();
    expect(await screen.findByRole('heading', { name: 'Robot Maze' })).toBeInTheDocument();
  });

  it('names the area that failed and recovers with Try again, without a reload', async () => {
    load.mockRejectedValueOnce(new Error('connection refused'));
    await renderArea();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The robot maze could not be loaded');
    load.mockResolvedValueOnce({ default: Maze });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Robot Maze' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The retry asked for a fresh load, not the cached failure.
    expect(load).toHaveBeenLastCalledWith('mf_maze', 'RobotMazePage', true);
  });

  it('catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('bad render');
    };
    load.mockResolvedValue({ default: Broken });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderArea();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });

  it('shows no loading state for a quick remote, and a spinner for a slow one', async () => {
    jest.useFakeTimers();
    try {
      load.mockReturnValue(new Promise(() => undefined));
      await renderArea();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
      expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    } finally {
      jest.useRealTimers();
    }
  });
});

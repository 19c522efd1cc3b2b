import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { theme } from 'shared/ui';
import { DeferredChat } from './deferred-chat';
import { PAGE_SETTLED_EVENT, forgetLoadedRemotes } from '../components/remote-boundary';
import { loadExposedModule } from '../federation/remote-loader';

jest.mock('../federation/remote-loader', () => ({ loadExposedModule: jest.fn() }));
const load = jest.mocked(loadExposedModule);

/** A stand-in for the real widget. */
function FakeWidget() {
  return <p>chat closed</p>;
}

const renderChat = () =>
  render(
    <ThemeProvider theme={theme}>
      <DeferredChat quietMs={1500} />
    </ThemeProvider>,
  );

describe('DeferredChat', () => {
  beforeEach(() => {
    forgetLoadedRemotes();
    load.mockReset();
    load.mockResolvedValue({ default: FakeWidget });
  });

  it('fetches the chat only after the page has settled and a quiet moment has passed', async () => {
    jest.useFakeTimers();
    try {
      renderChat();
      act(() => {
        jest.advanceTimersByTime(1600);
      });
      expect(load).not.toHaveBeenCalled();
      act(() => {
        window.dispatchEvent(new Event(PAGE_SETTLED_EVENT));
      });
      act(() => {
        jest.advanceTimersByTime(1400);
      });
      expect(load).not.toHaveBeenCalled();
      // The widget's module is read with React's `use`: its render resumes inside an awaited act.
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      expect(load).toHaveBeenCalledWith('mf_chat', 'ChatWidget', false);
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByText('chat closed')).toBeInTheDocument();
  });

  it('still comes after 8 s when the document never finishes loading', () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      renderChat();
      act(() => {
        window.dispatchEvent(new Event(PAGE_SETTLED_EVENT));
        jest.advanceTimersByTime(7900);
      });
      expect(load).not.toHaveBeenCalled();
      act(() => {
        jest.advanceTimersByTime(100);
      });
      expect(load).toHaveBeenCalledWith('mf_chat', 'ChatWidget', false);
    } finally {
      readyState.mockRestore();
      jest.useRealTimers();
    }
  });
});

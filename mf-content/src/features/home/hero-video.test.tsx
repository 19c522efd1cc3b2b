import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from 'shared/test';
import { HeroVideo } from './hero-video';

describe('HeroVideo', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows the poster first and fetches and starts the video only once the page is idle', () => {
    const { container } = renderWithSite(<HeroVideo />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(play).not.toHaveBeenCalled();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.preload).toBe('auto');
  });

  it('never starts a video the visitor paused before it began', () => {
    renderWithSite(<HeroVideo />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});

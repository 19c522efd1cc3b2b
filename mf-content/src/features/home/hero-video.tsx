import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Theme } from '@emotion/react';
import { afterLoadAndIdle } from 'shared/lib';
import { focusRing } from 'shared/ui';
import webm from '../../assets/video/hero.webm';
import mp4 from '../../assets/video/hero.mp4';
import poster from '../../assets/video/hero-poster.webp';
import { usePrefersReducedMotion } from '../../components/use-prefers-reduced-motion';
import { useWords } from '../../i18n';
import { homeWords } from './words';

const noSubscription = () => () => undefined;
/** False on the server and while the browser hydrates its HTML, true from then on. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The hero's short looping scene: muted, inline, with a poster and a visible pause/play button
 * (WCAG 2.2.2). Under prefers-reduced-motion only the poster is shown and no video is downloaded.
 * The server cannot know that setting: its HTML has the video element with its poster and nothing
 * downloaded, which is what a page without scripts shows too; under reduced motion the browser swaps
 * in the poster as an image. The pause button arrives with the scripts that make it work.
 *
 * The poster is what a phone paints first; the 93 KB video is fetched and started only once the page
 * has loaded and the browser is idle, so it never competes with the page's scripts for a slow network
 * or a busy processor. Pausing before then keeps it from starting.
 */
export function HeroVideo() {
  const reduced = usePrefersReducedMotion();
  // What the visitor wants (it plays unless paused), not whether frames are moving yet.
  const [playing, setPlaying] = useState(true);
  const { i18n } = useWords(homeWords);
  const wantsPlay = useRef(true);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (reduced) return undefined;
    return afterLoadAndIdle(
      () => {
        const video = videoRef.current;
        if (!video || !wantsPlay.current) return;
        video.preload = 'auto';
        void video.play().catch(() => setPlaying(false));
      },
      { idleTimeoutMs: 1000 },
    );
  }, [reduced]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    wantsPlay.current = !playing;
    if (playing) {
      video.pause();
      setPlaying(false);
    } else {
      void video.play().catch(() => setPlaying(false));
      setPlaying(true);
    }
  };

  const frame = (theme: Theme) => ({
    position: 'relative' as const,
    borderRadius: theme.radius.lg,
    overflow: 'hidden',
    boxShadow: theme.shadow.raised,
    aspectRatio: '16 / 9',
    background: theme.color.inverseSurface,
  });

  if (reduced) {
    return (
      <div css={frame}>
        <img src={poster} width={640} height={360} alt={i18n._('home.heroAlt')} css={{ display: 'block', width: '100%', height: 'auto' }} />
      </div>
    );
  }

  return (
    <div css={frame}>
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        poster={poster}
        width={640}
        height={360}
        preload="none"
        aria-label={i18n._('home.heroAlt')}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        css={{ display: 'block', width: '100%', height: 'auto' }}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      {hydrated && (
        <button
          type="button"
          onClick={toggle}
          aria-pressed={!playing}
          css={(theme) => [
            {
              position: 'absolute',
              // Bottom-left: the chat launcher is fixed at the bottom-right of the viewport.
              left: theme.space.sm,
              bottom: theme.space.sm,
              minWidth: theme.touchTarget,
              minHeight: theme.touchTarget,
              padding: `0 ${theme.space.md}`,
              borderRadius: theme.radius.pill,
              border: '2px solid #fff',
              background: 'rgba(15, 27, 61, 0.85)',
              color: '#fff',
              font: 'inherit',
              fontWeight: 600,
              cursor: 'pointer',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 6,
            },
            focusRing(theme),
          ]}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? i18n._('home.video.pause') : i18n._('home.video.play')}
        </button>
      )}
    </div>
  );
}

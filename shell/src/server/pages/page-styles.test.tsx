/** @jest-environment node */
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider, Global, css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { styleChunks } from './page-styles';

/** A cache as the shell's server has one: compat, so rules are kept in the cache for extraction. */
function serverCache(key: string): EmotionCache {
  const cache = createCache({ key });
  cache.compat = true;
  return cache;
}

const spin = keyframes`from { transform: rotate(0); } to { transform: rotate(360deg); }`;
const Box = styled.div<{ wide?: boolean }>`
  padding: 8px;
  width: ${({ wide }) => (wide ? '100%' : '50%')};
  animation: ${spin} 1s;
`;
const Title = styled.h1`
  font-size: 2rem;
`;

function render(cache: EmotionCache, children: ReactNode): string {
  return renderToString(<CacheProvider value={cache}>{children}</CacheProvider>);
}

/** What emotion's own extraction gives for each cache, in the same shape. */
function emotionChunks(html: string, caches: readonly EmotionCache[]) {
  return caches.map((cache) =>
    createEmotionServer(cache)
      .extractCriticalToChunks(html)
      .styles.map(({ key, ids, css: rules }) => ({ key, ids, css: rules })),
  );
}

describe('styleChunks', () => {
  it('gives each cache the rules, chunks and order emotion’s extraction gives, for a page among others', () => {
    const shell = serverCache('css');
    const content = serverCache('content');
    // Other pages first: the process-wide caches hold their rules too, which this page must not get.
    render(content, <Box wide>another page</Box>);
    render(shell, <Title>another page</Title>);
    const html =
      render(
        shell,
        <>
          <Global styles={{ body: { margin: 0 } }} />
          <Box>frame</Box>
          <p css={{ color: 'navy' }}>words</p>
        </>,
      ) +
      render(
        content,
        <>
          <Box>page</Box>
          <span
            css={css`
              font-weight: 600;
            `}
          >
            more
          </span>
        </>,
      );

    const chunks = styleChunks(html, [shell, content]);
    expect(chunks).toEqual(emotionChunks(html, [shell, content]));
    // What the page shows is there, and what only other pages show is not.
    const all = chunks
      .flat()
      .map((chunk) => chunk.css)
      .join('');
    expect(all).toContain('color:navy;');
    expect(all).toContain('margin:0;');
    expect(all).toContain('width:50%;');
    expect(all).not.toContain('width:100%;');
    expect(all).not.toContain('font-size:2rem;');
  });

  it('reads a cache’s rules again once more were added, and gives nothing for a page that names none', () => {
    const shell = serverCache('css');
    const first = render(shell, <Box>one</Box>);
    expect(styleChunks(first, [shell])).toEqual(emotionChunks(first, [shell]));
    const second = render(shell, <Title>two</Title>);
    expect(styleChunks(second, [shell])).toEqual(emotionChunks(second, [shell]));
    expect(
      styleChunks(second, [shell])
        .flat()
        .map((chunk) => chunk.css)
        .join(''),
    ).toContain('font-size:2rem;');
    expect(styleChunks('<p>plain</p>', [shell])).toEqual(emotionChunks('<p>plain</p>', [shell]));
    expect(styleChunks('<p>plain</p>', [])).toEqual([]);
  });
});

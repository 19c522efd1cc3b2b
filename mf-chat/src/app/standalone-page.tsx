import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import styled from '@emotion/styled';
import { ThemeProvider } from '@emotion/react';
import { BRAND_NAME } from 'shared/site';
import { BrowserRouter } from 'shared/router';
import { BaseStyles, theme } from 'shared/ui';
import ChatWidget from '../exposed/chat-widget';

const Intro = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: 32px 16px;
`;

/**
 * The chat remote's own page (`npm run dev -w mf-chat`, or its production index.html): a little text
 * to sit on and the widget as the shell mounts it, inside a router because its source links navigate.
 * The widget is not a page, so the shared standalone frame (which routes a remote's pages) does not fit.
 */
function StandalonePage() {
  return (
    <ThemeProvider theme={theme}>
      <BaseStyles />
      <BrowserRouter>
        <Intro id="main-content">
          <h1>{BRAND_NAME} chat assistant</h1>
          <p>This page shows the chat widget alone. Open it with the round button at the bottom right.</p>
          <p>
            It talks to the endpoint named in <code>chat-config.json</code>, served next to this remote&apos;s files. Run{' '}
            <code>npm run gateway -w mf-chat</code> for the local gateway.
          </p>
        </Intro>
        <ChatWidget />
      </BrowserRouter>
    </ThemeProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');
createRoot(container).render(
  <StrictMode>
    <StandalonePage />
  </StrictMode>,
);

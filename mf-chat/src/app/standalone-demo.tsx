import styled from '@emotion/styled';
import { BRAND_NAME } from 'shared/site';
import ChatWidget from '../exposed/chat-widget';

const Intro = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 32px 16px;
`;

/** The chat remote's own page: a little text to sit on, and the widget as the shell mounts it. */
export default function StandaloneDemo() {
  return (
    <>
      <Intro>
        <h1>{BRAND_NAME} chat assistant</h1>
        <p>This page shows the chat widget alone. Open it with the round button at the bottom right.</p>
        <p>
          It talks to the endpoint named in <code>chat-config.json</code>, served next to this remote&apos;s files. Run{' '}
          <code>npm run gateway -w mf-chat</code> for the local gateway.
        </p>
      </Intro>
      <ChatWidget />
    </>
  );
}

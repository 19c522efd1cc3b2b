import { useState } from 'react';
import { RemoteRoot, Button } from 'shared/ui';

/** Public entry of mf-chat: the floating assistant that the shell mounts on every route. */
export default function ChatWidget() {
  const [open, setOpen] = useState(false);
  return (
    <RemoteRoot boundary="chat">
      <div css={{ position: 'fixed', right: 16, bottom: 16, zIndex: 80 }}>
        {open ? (
          <section aria-label="Chat with the RoboMinds assistant" css={{ background: '#fff', padding: 16, borderRadius: 12, boxShadow: '0 8px 30px rgba(0,0,0,.2)', maxWidth: 320 }}>
            <h2 css={{ fontSize: '1.1rem' }}>RoboMinds assistant</h2>
            <p>Ask about courses, labs, opening hours and policies.</p>
          </section>
        ) : null}
        <Button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? 'Close chat' : 'Chat with us'}
        </Button>
      </div>
    </RemoteRoot>
  );
}

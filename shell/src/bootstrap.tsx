import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');
const root = createRoot(container, {
  // A remote that is down is expected and handled (its area says so); it is worth a warning in the
  // console, not an error. Anything else caught by a boundary is a bug and stays an error.
  onCaughtError(error, info) {
    const isRemoteLoad = error instanceof Error && error.name === 'RemoteLoadError';
    (isRemoteLoad ? console.warn : console.error)(error, info.componentStack);
  },
});
// A transition render is time-sliced: React yields to the browser every few milliseconds instead of
// building the whole frame in one task that a phone's user (and Total Blocking Time) would feel.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

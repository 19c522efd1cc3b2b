import { StrictMode, startTransition, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitLocalePath } from 'shared/contracts';
import { App } from './app/app';
import { readSeed } from './app/site-seed';
import { hydratable } from './federation/hydratable';
import { scheduleHealthReporter } from './health/schedule';
import { words } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');

// A remote that is down is expected and handled (its area says so); it is worth a warning in the
// console, not an error. Anything else caught by a boundary is a bug and stays an error.
function onCaughtError(error: unknown, info: ErrorInfo) {
  const isRemoteLoad = error instanceof Error && error.name === 'RemoteLoadError';
  (isRemoteLoad ? console.warn : console.error)(error, info.componentStack);
}

// An area the server could not render (its remote was down or slow there) is rendered here instead,
// and an area whose remote fails to load while hydrating is rendered afresh to show its failure: React
// reports both as recoverable, and both are expected (the area says so; onCaughtError logs the load
// failure). Anything else (a hydration mismatch) is a bug the e2e suite must see.
function onRecoverableError(error: unknown) {
  const { digest = '', cause } = (error ?? {}) as { digest?: string; cause?: { digest?: string; name?: string } };
  if (digest.startsWith('remote-area') || cause?.digest?.startsWith('remote-area') || cause?.name === 'RemoteLoadError') return;
  console.error(error);
}

const seed = readSeed(document);
// A form posted before the scripts ran (or without them) is answered with its page, at the form's
// address (/forms/contact): the router must see the page's own address, and a reload must ask for the
// page, not post the form again.
if (seed?.formPage && `${location.pathname}${location.search}` !== seed.formPage)
  history.replaceState(history.state, '', `${seed.formPage}${location.hash}`);
// The language is the address's (its prefix is the router's basename); a switch of language is a new document.
const { locale } = splitLocalePath(location.pathname);
const app = (
  <StrictMode>
    <App seed={seed} locale={locale} />
  </StrictMode>
);

async function start(root: HTMLElement) {
  // The shell's words in the page's language before the first render or hydration (the server rendered
  // with them). Should their chunk fail, the frame is rendered afresh in English rather than hydrated
  // with words that differ from the server's.
  const wordsReady = await words.prepare(locale).then(
    () => true,
    (error: unknown) => {
      console.warn('[i18n] the shell words could not be loaded', error);
      return false;
    },
  );
  // The server's HTML is hydrated only if this browser runs the very builds it was made with; after a
  // remote's redeploy in between, the page is rendered afresh (same layout, the new remote's content).
  if (wordsReady && seed && root.firstElementChild && (await hydratable(seed, location.pathname))) {
    // As a transition, hydration is time-sliced too: a default-priority hydration builds the whole page
    // in one task (measured: 0.6 to 1.3 s of Total Blocking Time on a throttled phone).
    startTransition(() => {
      hydrateRoot(root, app, { onCaughtError, onRecoverableError });
    });
    return;
  }
  const fresh = createRoot(root, { onCaughtError });
  // A transition render is time-sliced: React yields to the browser every few milliseconds instead of
  // building the whole frame in one task that a phone's user (and Total Blocking Time) would feel.
  startTransition(() => fresh.render(app));
}

// Health beacons (sampled) only once the page has loaded and hydration has begun: never before the paint.
void start(container).then(() => scheduleHealthReporter(seed));

/**
 * The page's Web Vitals by hand, with PerformanceObserver (buffered, so they are read even though this
 * code loads after the page): the `web-vitals` library is about 2 KiB gzip on its own, the whole
 * budget of the health reporting. Simplified as follows, and said so in the README: LCP is the last
 * candidate before the page is hidden; CLS the largest session window (shifts less than 1 s apart,
 * 5 s at most) of shifts without recent input; INP the longest interaction (an exact INP drops one
 * outlier per 50 interactions; a page load here has a handful).
 */
export interface Vitals {
  /** Milliseconds; undefined until the browser reported one. */
  lcp?: number;
  cls: number;
  inp?: number;
}

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
type EventEntry = PerformanceEntry & { interactionId?: number };

function observe(type: string, onEntry: (entry: PerformanceEntry) => void, options: Record<string, unknown> = {}): void {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...options });
  } catch {
    // A browser without this entry type: that vital is not reported.
  }
}

export function watchVitals(): Vitals {
  const vitals: Vitals = { cls: 0 };
  observe('largest-contentful-paint', (entry) => (vitals.lcp = entry.startTime));
  let session = 0;
  let first = 0;
  let last = 0;
  observe('layout-shift', (entry) => {
    const shift = entry as ShiftEntry;
    if (shift.hadRecentInput) return;
    if (shift.startTime - last > 1000 || shift.startTime - first > 5000) {
      session = 0;
      first = shift.startTime;
    }
    session += shift.value;
    last = shift.startTime;
    vitals.cls = Math.max(vitals.cls, session);
  });
  observe(
    'event',
    (entry) => {
      if ((entry as EventEntry).interactionId) vitals.inp = Math.max(vitals.inp ?? 0, entry.duration);
    },
    { durationThreshold: 40 },
  );
  return vitals;
}

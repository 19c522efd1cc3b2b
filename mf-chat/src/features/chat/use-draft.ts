import { useEffect, useState } from 'react';
import type { DraftStore } from '../../lib/draft-store';

/** The question being typed, kept in the tab's session so a reload does not lose it. */
export function useDraft(store: DraftStore) {
  const [draft, setDraft] = useState(() => store.load());
  useEffect(() => {
    store.save(draft);
  }, [store, draft]);
  return [draft, setDraft] as const;
}

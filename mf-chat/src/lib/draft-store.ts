import * as v from 'valibot';
import { browserSessionStorage, createSessionStore, type KeyValueStorage } from 'shared/lib';
import { MAX_QUESTION_LENGTH } from 'shared/contracts';

/** A question typed but not sent, kept so a reload (or a crash of the tab's page) does not lose it. */
export const DRAFT_KEY = 'mf-chat:draft';

const draftSchema = v.pipe(v.string(), v.maxLength(MAX_QUESTION_LENGTH));

export interface DraftStore {
  load(): string;
  /** Best effort; blank text removes the key. */
  save(text: string): void;
}

export function createDraftStore(storage: () => KeyValueStorage | null = browserSessionStorage): DraftStore {
  const store = createSessionStore(DRAFT_KEY, draftSchema, storage);
  return {
    load: () => store.load() ?? '',
    save(text) {
      if (text.trim()) store.save(text);
      else store.clear();
    },
  };
}

import * as v from 'valibot';

/** The few Storage methods a store uses (tests pass a Map-backed fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStore<T> {
  /** The stored value; null when nothing is stored, storage is blocked, or what is stored is not a T. */
  load(): T | null;
  /** Best effort: a full or blocked storage keeps the page working, the value just won't survive a reload. */
  save(value: T): void;
  clear(): void;
}

/** The tab's sessionStorage, or null where the browser refuses it (some privacy modes throw on access). */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A value kept in the tab's sessionStorage under `key` (prefixed with its owner, `mf-chat:…`). What
 * is read back goes through `parse` (null: not a T): another version of the site, an extension or a
 * person with dev tools may have written anything there.
 */
export function createParsedSessionStore<T>(
  key: string,
  parse: (stored: unknown) => T | null,
  storage: () => KeyValueStorage | null = browserSessionStorage,
): SessionStore<T> {
  return {
    load() {
      try {
        const raw = storage()?.getItem(key);
        return raw ? parse(JSON.parse(raw)) : null;
      } catch {
        return null;
      }
    },
    save(value) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or blocked: nothing to do; the page keeps working without it.
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Blocked: there is nothing stored to clear.
      }
    },
  };
}

/** The same, read back through a valibot `schema`. */
export function createSessionStore<const TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
  storage: () => KeyValueStorage | null = browserSessionStorage,
): SessionStore<v.InferOutput<TSchema>> {
  return createParsedSessionStore(
    key,
    (stored) => {
      const result = v.safeParse(schema, stored);
      return result.success ? result.output : null;
    },
    storage,
  );
}

import type { KeyValueStorage } from 'shared/lib';

/** A sessionStorage stand-in for a store's tests: `data` shows what was written, `initial` what is already there. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { readonly data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** The part of the Web Storage API the form uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Web Storage that never throws: each call reports failure by its result instead. */
export interface SafeStorage {
  /** The stored value, or `null` when there is none or storage is refused. */
  get(key: string): string | null;
  /** Whether the value was stored (false when storage is refused or full). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/**
 * Wraps `storage` so a refusal becomes a result, never an exception. Browsers
 * refuse storage in more ways than one: reading `window.localStorage` itself
 * throws a SecurityError when cookies are blocked, and `setItem` throws a
 * QuotaExceededError in some private modes. Either way the page carries on
 * without what storage would have added.
 */
export function safeStorage(storage: KeyValueStorage | undefined): SafeStorage {
  return {
    get(key) {
      return attempt(() => storage?.getItem(key)) ?? null;
    },
    set(key, value) {
      const stored = attempt(() => {
        if (!storage) return false;
        storage.setItem(key, value);
        return true;
      });
      return stored ?? false;
    },
    remove(key) {
      attempt(() => storage?.removeItem(key));
    },
  };
}

/** The browser's local or session storage, or `undefined` on the server and where the browser refuses it. */
export function browserStorage(
  area: 'localStorage' | 'sessionStorage',
): KeyValueStorage | undefined {
  return attempt(() => (typeof window === 'undefined' ? undefined : window[area]));
}

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

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

/**
 * Runs `load`, a dynamic import, so that a module which looks for
 * localStorage as it loads cannot fail where the browser refuses storage.
 * With site data blocked, Chromium throws a SecurityError on any read of
 * `window.localStorage`, even `typeof localStorage`, and the EmailJS SDK does
 * exactly that when its module is evaluated, which failed every send. For
 * the length of the import a refused localStorage reads as absent; then the
 * browser's own property is put back. The site hands the SDK its own storage
 * provider, so the SDK never needs localStorage itself.
 */
export async function importDespiteRefusedStorage<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined' || browserStorage('localStorage') !== undefined) return load();
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  if (own && !own.configurable) return load();
  Object.defineProperty(window, 'localStorage', {
    value: undefined,
    configurable: true,
    writable: true,
  });
  try {
    return await load();
  } finally {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else Reflect.deleteProperty(window, 'localStorage');
  }
}

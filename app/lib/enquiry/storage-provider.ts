import type { StorageProvider } from '@emailjs/browser';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The key-value store the EmailJS rate limit remembers its last send in
 * (the SDK's `StorageProvider` interface). Backed by localStorage so the
 * limit holds across reloads; when the browser refuses storage (private
 * modes, blocked cookies) it falls back to memory, so the limit still holds
 * for the life of the page instead of failing the send.
 */
export function browserStorageProvider(
  storage: KeyValueStorage | undefined = localStorageOrNothing(),
): StorageProvider {
  const memory = new Map<string, string>();
  return {
    async get(key) {
      return attempt(() => storage?.getItem(key)) ?? memory.get(key) ?? null;
    },
    async set(key, value) {
      memory.set(key, value);
      attempt(() => storage?.setItem(key, value));
    },
    async remove(key) {
      memory.delete(key);
      attempt(() => storage?.removeItem(key));
    },
  };
}

function localStorageOrNothing(): KeyValueStorage | undefined {
  return attempt(() => (typeof window === 'undefined' ? undefined : window.localStorage));
}

function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

import type { StorageProvider } from '@emailjs/browser';
import { browserStorage, safeStorage, type KeyValueStorage } from './safe-storage';

/**
 * The key-value store the EmailJS rate limit remembers its last send in
 * (the SDK's `StorageProvider` interface). Backed by localStorage so the
 * limit holds across reloads; when the browser refuses storage (private
 * modes, blocked cookies) it falls back to memory, so the limit still holds
 * for the life of the page instead of failing the send.
 */
export function browserStorageProvider(
  storage: KeyValueStorage | undefined = browserStorage('localStorage'),
): StorageProvider {
  const memory = new Map<string, string>();
  const store = safeStorage(storage);
  return {
    async get(key) {
      return store.get(key) ?? memory.get(key) ?? null;
    },
    async set(key, value) {
      memory.set(key, value);
      store.set(key, value);
    },
    async remove(key) {
      memory.delete(key);
      store.remove(key);
    },
  };
}

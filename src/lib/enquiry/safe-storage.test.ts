// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusingStorage as refusing } from './refusing-storage.test-support';
import { browserStorage, importDespiteRefusedStorage, safeStorage } from './safe-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('safeStorage', () => {
  it('reads, writes and removes through the storage it wraps', () => {
    const store = safeStorage(sessionStorage);
    expect(store.set('k', '1')).toBe(true);
    expect(sessionStorage.getItem('k')).toBe('1');
    expect(store.get('k')).toBe('1');
    store.remove('k');
    expect(store.get('k')).toBeNull();
  });

  it('turns a refusing storage into empty reads and failed writes, never an exception', () => {
    const store = safeStorage(refusing);
    expect(store.set('k', '1')).toBe(false);
    expect(store.get('k')).toBeNull();
    expect(() => store.remove('k')).not.toThrow();
  });

  it('treats missing storage (the server, a refused area) as empty', () => {
    const store = safeStorage(undefined);
    expect(store.set('k', '1')).toBe(false);
    expect(store.get('k')).toBeNull();
  });
});

describe('browserStorage', () => {
  it('gives the browser’s storage area', () => {
    expect(browserStorage('sessionStorage')).toBe(window.sessionStorage);
    expect(browserStorage('localStorage')).toBe(window.localStorage);
  });

  it('gives nothing when merely reading the area throws, as with blocked cookies', () => {
    const blocked = Object.create(window) as Window;
    Object.defineProperty(blocked, 'sessionStorage', {
      get() {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
    vi.stubGlobal('window', blocked);
    expect(browserStorage('sessionStorage')).toBeUndefined();
  });
});

describe('importDespiteRefusedStorage', () => {
  /** Makes every read of window.localStorage throw, as Chromium does with site data blocked. */
  function refuseLocalStorage() {
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    return () => {
      if (own) Object.defineProperty(window, 'localStorage', own);
      else Reflect.deleteProperty(window, 'localStorage');
    };
  }

  /** A module that checks for localStorage as it loads, as the EmailJS SDK does. */
  const sdkLike = async () => ({ hasStorage: typeof localStorage !== 'undefined' });

  it('loads as usual where storage is allowed', async () => {
    await expect(importDespiteRefusedStorage(sdkLike)).resolves.toEqual({ hasStorage: true });
  });

  it('lets the module load where reading localStorage throws, then puts the refusal back', async () => {
    const restore = refuseLocalStorage();
    try {
      await expect(sdkLike()).rejects.toThrow('Access is denied');
      await expect(importDespiteRefusedStorage(sdkLike)).resolves.toEqual({ hasStorage: false });
      expect(() => window.localStorage).toThrow('Access is denied');
    } finally {
      restore();
    }
  });

  it('puts the refusal back when the import fails too', async () => {
    const restore = refuseLocalStorage();
    try {
      await expect(
        importDespiteRefusedStorage(() => Promise.reject(new Error('offline'))),
      ).rejects.toThrow('offline');
      expect(() => window.localStorage).toThrow('Access is denied');
    } finally {
      restore();
    }
  });
});

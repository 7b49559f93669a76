import type { KeyValueStorage } from './safe-storage';

/** A storage that refuses everything, as a browser blocking site data does. For tests. */
export const refusingStorage: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

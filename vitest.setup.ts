import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Files that share a worker (vitest.config.ts) share its page too: each starts on an empty one.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});

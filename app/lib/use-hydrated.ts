import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true from then on. A page
 * whose markup depends on the query string (which the prerendered HTML never
 * has) renders its default until hydration is done, so the two always agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

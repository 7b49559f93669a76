import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * While `open`, calls `onDismiss` on Escape (with `'escape'`, so the caller
 * can return focus to its toggle) and on a pointer press outside `container`.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: (reason: 'escape' | 'outside') => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node))
        onDismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container, onDismiss]);
}

/**
 * Open/closed state that closes by itself when the visitor navigates: it
 * remembers the page it was opened on, so no effect has to reset it.
 */
export function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);
  return [openOn === pathname, setOpen];
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { MENU_TIMING } from './nav-data';

/**
 * Which dropdown of the header is open, with these pointer timings: open after 200 ms, at once
 * when another menu is open or closed less than 300 ms ago, close 150 ms after the pointer leaves.
 * Clicks and keys act immediately.
 */
export function useMenuState() {
  const [openId, setOpenId] = useState<string | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const skipUntil = useRef(0);
  const current = useRef<string | null>(null);

  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }, []);

  const open = useCallback(
    (id: string) => {
      clearTimers();
      current.current = id;
      setOpenId(id);
    },
    [clearTimers],
  );

  const close = useCallback(() => {
    clearTimers();
    if (current.current !== null) skipUntil.current = Date.now() + MENU_TIMING.skipDelay;
    current.current = null;
    setOpenId(null);
  }, [clearTimers]);

  const pointerEnter = useCallback(
    (id: string) => {
      window.clearTimeout(closeTimer.current);
      window.clearTimeout(openTimer.current);
      if (current.current === id) return;
      if (current.current !== null || Date.now() < skipUntil.current) {
        open(id);
        return;
      }
      openTimer.current = window.setTimeout(() => open(id), MENU_TIMING.openDelay);
    },
    [open],
  );

  const pointerLeave = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
    if (current.current === null) return;
    closeTimer.current = window.setTimeout(close, MENU_TIMING.closeDelay);
  }, [close]);

  /** the pointer is back over the open panel: keep it */
  const pointerStay = useCallback(() => window.clearTimeout(closeTimer.current), []);

  const toggle = useCallback((id: string) => (current.current === id ? close() : open(id)), [open, close]);

  useEffect(() => clearTimers, [clearTimers]);

  return { openId, open, close, toggle, pointerEnter, pointerLeave, pointerStay };
}

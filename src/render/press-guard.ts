/**
 * For server HTML that is replaced by a live component once its code arrives (the product FAQ): a
 * press under way (pointer down, not up yet) must end on the server's element, or its click is lost
 * with the element. `down()` is called on pointer-down; `run(swap)` swaps at once, or
 * once that press has made its click.
 */
export function pressGuard() {
  let pressing = false;
  let after: (() => void) | undefined;
  return {
    down() {
      pressing = true;
      let timer: number | undefined;
      const done = () => {
        window.removeEventListener('click', clicked, true);
        window.clearTimeout(timer);
        pressing = false;
        const swap = after;
        after = undefined;
        swap?.();
      };
      // the click follows the release (on touch screens in a later task); a press that makes none
      // (dragged away) gives up after a moment
      const clicked = () => window.setTimeout(done, 0);
      const released = () => {
        window.removeEventListener('pointerup', released, true);
        window.removeEventListener('pointercancel', released, true);
        window.addEventListener('click', clicked, { capture: true, once: true });
        timer = window.setTimeout(done, 400);
      };
      window.addEventListener('pointerup', released, true);
      window.addEventListener('pointercancel', released, true);
    },
    run(swap: () => void) {
      if (pressing) after = swap;
      else swap();
    },
  };
}

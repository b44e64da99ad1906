import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Entrance animations without hiding anything from crawlers or no-JS readers: the
 * server HTML is fully visible; once in the browser, a section that is still below the fold is marked
 * data-reveal="waiting" (its items hidden) and "in" when it scrolls into view (items animate).
 * Nothing is marked under prefers-reduced-motion. Attributes are set on the DOM node, not in React
 * state, so hydration is untouched.
 *
 * A ref callback (`<Box ref={revealOnScroll}>`), not a hook, so the components that use it keep no
 * state or effects of their own; React runs the returned cleanup when the element goes away.
 */
export function revealOnScroll(element: HTMLElement | null) {
  if (!element || typeof IntersectionObserver === 'undefined') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  let first = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (first) {
        first = false;
        // on screen when the page came alive, or already scrolled past (a quick scroll while it
        // loaded): it stays as it was painted; only a section still below the fold waits
        const below = entries.some((entry) => entry.boundingClientRect.top > 0);
        if (visible || !below) observer.disconnect();
        else element.dataset.reveal = 'waiting';
        return;
      }
      if (!visible) return;
      element.dataset.reveal = 'in';
      observer.disconnect();
    },
    { threshold: 0.15 },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export type RevealEffect = 'fade-up' | 'scale';

const animationNames: Record<RevealEffect, string> = {
  'fade-up': 'fade-in, slide-from-bottom',
  scale: 'fade-in, scale-in',
};

/** Styles for an item inside a `revealOnScroll` element: the n-th item starts 0.2 s after the one before. */
export function revealItem(index = 0, effect: RevealEffect = 'fade-up', duration = 0.7): SystemStyleObject {
  return {
    _motionSafe: {
      '[data-reveal=waiting] &': { opacity: 0 },
      '[data-reveal=in] &': {
        '--slide-from-bottom-distance': '24px',
        animationName: animationNames[effect],
        animationDuration: `${duration}s`,
        animationTimingFunction: 'cubic-bezier(0.22, 1, 0.36, 1)',
        animationFillMode: 'both',
        animationDelay: `${index * 0.2}s`,
      },
    },
  };
}

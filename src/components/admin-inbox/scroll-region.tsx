import { Box, type BoxProps, Flex } from '@chakra-ui/react';
import { MoveHorizontal } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

interface Overflow {
  /** content hidden towards the reading start (right in RTL) */
  start: boolean;
  /** content hidden towards the reading end (left in RTL) */
  end: boolean;
}

// shadows over the edge where more content waits; pointer-events none so the table stays clickable
const edge = (side: 'start' | 'end', shown: boolean): BoxProps => ({
  position: 'absolute',
  top: '0',
  bottom: '0',
  w: '6',
  pointerEvents: 'none',
  zIndex: '1',
  opacity: shown ? 1 : 0,
  transition: 'opacity 0.15s',
  ...(side === 'start' ? { insetInlineStart: '0' } : { insetInlineEnd: '0' }),
  // the pages are right-to-left: the start edge is on the right, and each shadow fades inwards
  bgGradient: side === 'start' ? 'to-l' : 'to-r',
  gradientFrom: 'rgba(15, 23, 42, 0.18)',
  gradientTo: 'transparent',
});

/**
 * A box that scrolls sideways when its content is wider than the screen and shows it: a shadow on each
 * edge that hides columns, and a hint above. It is a labelled, focusable region, so the arrow keys
 * scroll it for keyboard users.
 */
export function ScrollRegion({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const room = el.scrollWidth - el.clientWidth;
    // scrollLeft runs from 0 to -room in a right-to-left box, 0 to room in a left-to-right one
    const scrolled = Math.abs(el.scrollLeft);
    const next = { start: room > 1 && scrolled > 1, end: room > 1 && scrolled < room - 1 };
    setOverflow((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const scrollable = overflow.start || overflow.end;
  return (
    <Box {...props}>
      {scrollable && (
        <Flex align="center" gap="1.5" mb="2" fontSize="sm" color="fg.muted" data-testid="scroll-hint">
          <MoveHorizontal size={16} aria-hidden="true" />
          גללו הצידה לשאר העמודות
        </Flex>
      )}
      <Box position="relative" borderWidth="1px" borderRadius="lg" overflow="hidden">
        <Box {...edge('start', overflow.start)} aria-hidden="true" />
        <Box {...edge('end', overflow.end)} aria-hidden="true" />
        <Box
          ref={ref}
          onScroll={measure}
          overflowX="auto"
          // keeps visually hidden (absolutely positioned) cell text inside the scroll box, not the page
          position="relative"
          tabIndex={0}
          role="region"
          aria-label={label}
          data-scrollable={scrollable || undefined}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}

import { Toaster as ChakraToaster, Portal, Stack, Toast, type ToastOptions } from '@chakra-ui/react';
import { type PointerEvent, useRef, useState } from 'react';
import { toastSlotRecipe } from '@/theme/chakra-theme';
import { toasterStore } from './toaster-store';

const SWIPE_DISMISS_PX = 50;

/** Swipe sideways past 50 px to dismiss (touch or mouse). */
function useSwipeToDismiss(id: string) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
        if ((event.target as HTMLElement).closest('button')) return;
        start.current = event.clientX;
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
        if (start.current !== null) setOffset(event.clientX - start.current);
      },
      onPointerUp: () => {
        if (Math.abs(offset) > SWIPE_DISMISS_PX) toasterStore.dismiss(id);
        start.current = null;
        setOffset(0);
      },
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

function ToastItem({ toast }: { toast: ToastOptions }) {
  const swipe = useSwipeToDismiss(toast.id ?? '');
  return (
    <Toast.Root
      recipe={toastSlotRecipe}
      width={{ base: 'calc(100vw - 2rem)', md: '420px' }}
      transform={swipe.offset ? `translateX(${swipe.offset}px)` : undefined}
      touchAction="pan-y"
      {...swipe.handlers}
    >
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxW="full">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {/* full opacity: the recipe's 0.8 fails AA contrast on the coloured variants */}
        {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {/* every toast can be closed */}
      <Toast.CloseTrigger aria-label="סגירת ההודעה" />
    </Toast.Root>
  );
}

/** Chakra's `<Toaster>` for the toaster: mounted once by the site layout, in the browser (toaster-lazy.tsx). */
export function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toasterStore} aria-label="התראות">
        {(toast) => <ToastItem toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}

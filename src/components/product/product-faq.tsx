import {
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { KEEP_SERVER_HTML } from '@/components/static-content';
import type { ProductFaq as Faq } from '@/content/products';
import { onceNear } from '@/render/approach';
import { pressGuard } from '@/render/press-guard';
import { useKeepServerHtml } from '@/render/use-hydrated';
import type { FaqAccordionProps } from './faq-accordion';

type Accordion = ComponentType<FaqAccordionProps>;

// `import.meta.env.SSR` is a constant: the server has the accordion before it renders anything, and
// the browser's bundle drops that branch, so its code (Chakra's accordion, zag) loads only with
// loadAccordion(). Not a static import: the bundler would put the accordion into this page's chunk.
let loaded: Accordion | undefined = import.meta.env.SSR
  ? (await import('./faq-accordion')).FaqAccordion
  : undefined;
let loading: Promise<Accordion> | undefined;
function loadAccordion(): Promise<Accordion> {
  loading ??= import('./faq-accordion').then(
    (m) => {
      loaded = m.FaqAccordion;
      return loaded;
    },
    (error) => {
      loading = undefined; // offline: the next touch tries again
      throw error;
    },
  );
  return loading;
}

const TRIGGERS = 'button[data-part="item-trigger"]';
const triggers = (box: HTMLElement | null) => Array.from(box?.querySelectorAll<HTMLElement>(TRIGGERS) ?? []);

/**
 * The product's questions and answers (faq-accordion.tsx). While the page hydrates, the browser keeps
 * the server's HTML of the accordion as it is (the same markup, no mismatch) and loads the accordion's
 * code when the questions come within 200 px of the viewport, or on pointer-enter or focus; then the
 * live accordion replaces that HTML, with the questions clicked (or opened with Enter/Space) in the
 * meantime open and the focus on the same question, so no press is lost (a pointer held down on a
 * question delays the swap until its click has landed). Until then the arrow keys, Home and End move
 * between the questions as they will in the accordion. After a client-side navigation there is no
 * server HTML: the accordion appears once its code is there.
 */
export function ProductFaq({ items }: { items: readonly Faq[] }) {
  const adopt = useKeepServerHtml();
  const [Live, setLive] = useState<Accordion | undefined>(() => (adopt ? undefined : loaded));
  const box = useRef<HTMLDivElement>(null);
  // what the visitor did to the server's HTML before the code arrived
  const opened = useRef(new Set<number>());
  const focused = useRef(-1);

  // a pointer held down on a question when the code arrives delays the swap until its click has landed
  const [press] = useState(pressGuard);

  const start = () => {
    loadAccordion().then(
      (accordion) =>
        press.run(() => {
          focused.current = triggers(box.current).indexOf(document.activeElement as HTMLElement);
          setLive(() => accordion);
        }),
      () => undefined,
    );
  };

  const pointerDown = () => {
    press.down();
    start();
  };

  // near the viewport (or, after a client-side navigation, at once)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (Live) return;
    const element = box.current;
    if (!adopt || !element) {
      start();
      return;
    }
    return onceNear(element, start);
  }, []);

  // the live accordion replaced the element that had the focus: give it to the same question
  useLayoutEffect(() => {
    if (!Live || focused.current < 0) return;
    triggers(box.current)[focused.current]?.focus();
    focused.current = -1;
  }, [Live]);

  if (Live) {
    return (
      <div key="live" ref={box} data-faq="">
        <Live items={items} opened={[...opened.current]} />
      </div>
    );
  }
  if (!adopt) return <div key="live" ref={box} data-faq="" />;

  // a question clicked, or pressed with Enter or Space (a button's click), before the code is here
  // opens once it is: a second press while waiting means "I am still waiting", not "close"
  const click = (event: MouseEvent) => {
    const index = triggers(box.current).indexOf((event.target as Element).closest(TRIGGERS) as HTMLElement);
    if (index < 0) return;
    opened.current.add(index);
    start();
  };
  // the accordion's keys between questions (WAI-ARIA accordion pattern), on the server's buttons
  const keyDown = (event: KeyboardEvent) => {
    const list = triggers(box.current);
    const index = list.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[next]?.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it hears the server's real buttons inside it
    <div
      key="adopted"
      ref={box}
      data-faq=""
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the server's own HTML
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      onClick={click}
      onKeyDown={keyDown}
      onFocus={start}
      onPointerEnter={start}
      onPointerDown={pointerDown}
    />
  );
}

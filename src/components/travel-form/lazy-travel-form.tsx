import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { KEEP_SERVER_HTML } from '@/components/static-content';
import { lazyPart } from '@/render/lazy-part';
import { pressGuard } from '@/render/press-guard';
import { useKeepServerHtml } from '@/render/use-hydrated';
import { type CarriedStep1, controlSelector, recordTick, tickedInOrder } from './carry-over';
import { preloadValidation } from './load-validation';
import { hasSavedForm } from './saved-form-key';

// The form's code (react-hook-form, the steps, Ark's field) is a chunk of its own: the server renders it
// (its render waits for every lazy part), and the browser loads it only with loadForm() (offline, the
// next touch tries again). Once loaded it renders without suspending; after a client-side navigation
// it suspends (the route's loader) until its code is here.
const form = lazyPart(() => import('./travel-form').then((m) => m.TravelForm));
const LiveForm = form.Part;
const loadForm = form.preload;

const COUNTRY = 'input[type="checkbox"][name="destination"]';
const STEP_HEADING = '#travel-step-title';

interface Focus {
  selector: string | undefined;
  selection?: { start: number; end: number; direction: 'forward' | 'backward' | 'none' };
}

/** Step 1 as the visitor left it on the server's HTML, and the control that has the focus. */
function readServerForm(box: HTMLElement, tickOrder: readonly string[]) {
  const checked = Array.from(box.querySelectorAll<HTMLInputElement>(`${COUNTRY}:checked`), (i) => i.value);
  const carried: CarriedStep1 = {
    query: box.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? '',
    ticked: tickedInOrder(checked, tickOrder),
  };
  const active = document.activeElement;
  let focus: Focus | undefined;
  if (active instanceof HTMLElement && active !== box && box.contains(active)) {
    focus = {
      selector: controlSelector({
        tag: active.tagName,
        type: active.getAttribute('type'),
        name: active.getAttribute('name'),
        value: active.getAttribute('value'),
      }),
    };
    if (
      active instanceof HTMLInputElement &&
      active.selectionStart !== null &&
      active.selectionEnd !== null
    ) {
      focus.selection = {
        start: active.selectionStart,
        end: active.selectionEnd,
        direction: active.selectionDirection ?? 'none',
      };
    }
  }
  return { carried, focus };
}

/**
 * The travel form (travel-form.tsx) on its page. While the page hydrates, the browser keeps the server's
 * HTML of step 1 as it is (the same markup, no mismatch) and loads the form's code on the visitor's first
 * focus, pointer-down, key or input in it (or pointer-enter), or at once when there is saved progress to
 * restore; then the live form replaces that HTML, starting from what was done meanwhile: the search
 * box's text and caret, the ticked countries (native checkboxes tick by themselves), the focused control
 * (by name and value: ids from useId differ), a Next pressed meanwhile (its submit is held and made
 * again), and a press under way (the swap waits for its click). After a client-side navigation there is
 * no server HTML: the route's loader shows until the form's code is here.
 */
export function LazyTravelForm() {
  const adopt = useKeepServerHtml();
  const [live, setLive] = useState(!adopt);
  const box = useRef<HTMLDivElement>(null);
  const [press] = useState(pressGuard);
  // what the visitor did to the server's HTML before the code arrived
  const tickOrder = useRef<string[]>([]);
  const nextPressed = useRef(false);
  const carried = useRef<CarriedStep1 | undefined>(undefined);
  const focus = useRef<Focus | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const element = box.current;
    if (!adopt || !element) return;
    const start = () => {
      // the visitor is using the form: its checks are needed as soon as Next is pressed
      preloadValidation();
      // the swap reads the server's HTML and replaces it in one task (render and commit at once), so
      // no tick, key or press can land on the server's HTML after it was read
      loadForm().then(
        () => press.run(() => flushSync(() => setLive(true))),
        () => undefined,
      );
    };
    const pointerDown = () => {
      press.down();
      start();
    };
    const changed = (event: Event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.matches(COUNTRY)) {
        tickOrder.current = recordTick(tickOrder.current, input.value, input.checked);
      }
    };
    // Next (or Enter in the search box) before the code is here: held, and made again once it is
    const submitted = (event: Event) => {
      event.preventDefault();
      nextPressed.current = true;
      start();
    };
    const listeners: [string, EventListener][] = [
      ['focusin', start],
      ['pointerenter', start],
      ['pointerdown', pointerDown],
      ['keydown', start],
      ['input', start],
      ['change', changed],
      ['submit', submitted],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    if (hasSavedForm()) start();
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, []);

  // the live form replaced the element that had the focus: give it to the same control, caret and all
  useLayoutEffect(() => {
    const wanted = focus.current;
    if (!live || !wanted) return;
    focus.current = undefined;
    const target =
      (wanted.selector && box.current?.querySelector<HTMLElement>(wanted.selector)) ||
      box.current?.querySelector<HTMLElement>(STEP_HEADING);
    target?.focus({ preventScroll: true });
    if (wanted.selection && target instanceof HTMLInputElement) {
      const { start, end, direction } = wanted.selection;
      target.setSelectionRange(start, end, direction);
    }
  }, [live]);

  // …and a Next pressed meanwhile is pressed again, on the live form
  useEffect(() => {
    if (!live || !nextPressed.current) return;
    nextPressed.current = false;
    box.current?.querySelector('form')?.requestSubmit();
  }, [live]);

  if (live) {
    // the swap's render, committed in the same task (flushSync): nothing done between reading and
    // replacing is lost
    if (adopt && !carried.current && box.current) {
      const read = readServerForm(box.current, tickOrder.current);
      carried.current = read.carried;
      focus.current = read.focus;
    }
    return (
      <div key="live" ref={box} data-travel-form="">
        <LiveForm carried={carried.current} />
      </div>
    );
  }
  return (
    <div
      key="adopted"
      ref={box}
      data-travel-form=""
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the server's own HTML
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
    />
  );
}

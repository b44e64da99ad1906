/**
 * What a visitor did to the server's step 1 before the form's code arrived (lazy-travel-form.tsx), in
 * the shape the live form starts from. Pure: the wrapper reads the page, these decide.
 */

/** Step 1 as the visitor left it on the server's HTML. */
export interface CarriedStep1 {
  /** the search box's text */
  query: string;
  /** the ticked countries, in the order they were ticked (the live form keeps as many as it takes) */
  ticked: string[];
}

/** The order of ticks after one change of a country's checkbox. */
export function recordTick(order: readonly string[], code: string, checked: boolean): string[] {
  const rest = order.filter((c) => c !== code);
  return checked ? [...rest, code] : rest;
}

/**
 * The countries ticked on the page, in the order they were ticked; those ticked before the page
 * listened (before hydration) come after, in page order.
 */
export function tickedInOrder(checkedInPageOrder: readonly string[], tickOrder: readonly string[]): string[] {
  const checked = new Set(checkedInPageOrder);
  return [
    ...new Set([
      ...tickOrder.filter((code) => checked.has(code)),
      ...checkedInPageOrder.filter((code) => !tickOrder.includes(code)),
    ]),
  ];
}

/**
 * What identifies a control across the swap. Not its id: ids from useId differ between the two
 * renders, and the one element with an id of the page's own (the step's heading) is where focus goes
 * when no control matches.
 */
export interface ControlInfo {
  tag: string;
  type?: string | null;
  name?: string | null;
  value?: string | null;
}

const attr = (name: string, value: string) => `[${name}=${JSON.stringify(value)}]`;

/**
 * A selector for the same control in the live form: a checkbox or radio button by name and value,
 * another named control by name, an unnamed input or button by type; nothing for anything else.
 */
export function controlSelector({ tag, type, name, value }: ControlInfo): string | undefined {
  const element = tag.toLowerCase();
  if (element === 'input' || element === 'button' || element === 'select' || element === 'textarea') {
    if (name) {
      const checkable = element === 'input' && (type === 'checkbox' || type === 'radio');
      return `${element}${attr('name', name)}${checkable && value != null ? attr('value', value) : ''}`;
    }
    if (type) return `${element}${attr('type', type)}`;
  }
  return undefined;
}

/** Where the live form's step 1 starts: the text, the first `max` ticks, and the cap's notice if more. */
export function startingStep1(carried: CarriedStep1 | undefined, max: number) {
  return {
    query: carried?.query ?? '',
    destinations: carried?.ticked.slice(0, max) ?? [],
    capNotice: (carried?.ticked.length ?? 0) > max,
  };
}

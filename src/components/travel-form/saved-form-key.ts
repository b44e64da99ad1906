/**
 * Where the travel form keeps its progress (saved-form.ts), apart from the rest so the page can ask
 * whether there is any (lazy-travel-form.tsx loads the form at once then) without the form's code.
 */
export const SAVED_FORM_KEY = 'ofek.travel-form';

/** The browser's localStorage, or undefined when it is disabled (reading the property can throw). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether anything is stored under the form's key; saved-form.ts judges whether it can be used. */
export function hasSavedForm(storage = browserStorage()): boolean {
  try {
    return storage?.getItem(SAVED_FORM_KEY) != null;
  } catch {
    return false;
  }
}

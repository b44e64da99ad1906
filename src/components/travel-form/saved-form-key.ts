/** Where the travel form keeps its progress (saved-form.ts). */
export const SAVED_FORM_KEY = 'ofek.travel-form';

/** The browser's localStorage, or undefined when it is disabled (reading the property can throw). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

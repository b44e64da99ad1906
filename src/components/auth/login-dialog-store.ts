import { useSyncExternalStore } from 'react';

/** `code`: the password was right and the account's second factor comes next */
export type AuthMode = 'login' | 'register' | 'forgot' | 'code';

interface State {
  open: boolean;
  mode: AuthMode;
}

let state: State = { open: false, mode: 'login' };
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  for (const listener of listeners) listener();
};

/** Opens the login/registration dialog from anywhere (header, sign-in prompts). */
export const openLoginDialog = (mode: AuthMode = 'login') => set({ open: true, mode });
export const closeLoginDialog = () => set({ ...state, open: false });
export const setLoginDialogMode = (mode: AuthMode) => set({ ...state, mode });

export function useLoginDialog(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/**
 * The step-up: a sensitive act refused with STEP_UP_REQUIRED asks for a code in a dialog
 * (step-up-dialog.tsx, mounted by StepUpHost) and is tried again once the code, or a passkey, is
 * accepted.
 */
import { useSyncExternalStore } from 'react';
import { errorReason } from '@/lib/trpc';
import { secondFactorReasons } from '@/shared/second-factor';

interface State {
  open: boolean;
}

let state: State = { open: false };
let settle: ((done: boolean) => void) | undefined;
let waiting: Promise<boolean> | undefined;
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  for (const listener of listeners) listener();
};

/** Whether a failed call asks for a step-up. */
export const needsStepUp = (error: unknown) => errorReason(error) === secondFactorReasons.stepUpRequired;

/** Opens the dialog (once, however many calls ask at the same time); true once a code was accepted. */
export function requestStepUp(): Promise<boolean> {
  if (waiting) return waiting;
  waiting = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  set({ open: true });
  return waiting;
}

function finish(done: boolean) {
  settle?.(done);
  settle = undefined;
  waiting = undefined;
  set({ open: false });
}

/** The server accepted a second factor for this session: the act that waits is tried again. */
export const completeStepUp = () => finish(true);
/** The visitor closed the dialog: the act stays undone. */
export const cancelStepUp = () => finish(false);

/** Runs `act`; when it is refused for a step-up, asks for a code and runs it once more. */
export async function withStepUp<T>(act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (error) {
    if (!needsStepUp(error) || !(await requestStepUp())) throw error;
    return act();
  }
}

/**
 * For a mutation's onError: a step-up refusal asks for a code, then `retry()`s, and answers true; any
 * other error answers false (the caller tells it).
 */
export function retryAfterStepUp(error: unknown, retry: () => void): boolean {
  if (!needsStepUp(error)) return false;
  void requestStepUp().then((done) => done && retry());
  return true;
}

export function useStepUpDialog(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

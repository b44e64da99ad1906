import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type PostInput, PostInputSchema, type PostValues } from '@/shared/blog';

export const AUTOSAVE_DELAY_MS = 3000;

const timeFormat = new Intl.DateTimeFormat('he-IL', {
  timeZone: 'Asia/Jerusalem',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string };

export const autosaveText = (state: AutosaveState) =>
  state.kind === 'saving'
    ? 'שומר טיוטה...'
    : state.kind === 'saved'
      ? `נשמר אוטומטית ב-${timeFormat.format(state.at)}`
      : state.kind === 'failed'
        ? `השמירה האוטומטית נכשלה: ${state.message}`
        : '';

/**
 * Drafts save themselves: while `enabled` (the post is unpublished and stays so), a change that passes
 * the schema is sent `AUTOSAVE_DELAY_MS` after the typing stops. Invalid values wait quietly for the
 * author (the save button shows the issues). `save` returns the failure's message, or null.
 */
export function useAutosave(
  form: UseFormReturn<PostInput, unknown, PostValues>,
  enabled: boolean,
  save: (values: PostValues) => Promise<string | null>,
) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const saveRef = useRef(save);
  saveRef.current = save;
  const busy = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      if (busy.current) {
        timer = setTimeout(run, AUTOSAVE_DELAY_MS);
        return;
      }
      if (!form.formState.isDirty) return;
      const parsed = PostInputSchema.safeParse(form.getValues());
      if (!parsed.success) return;
      busy.current = true;
      setState({ kind: 'saving' });
      const failure = await saveRef.current(parsed.data);
      busy.current = false;
      setState(failure ? { kind: 'failed', message: failure } : { kind: 'saved', at: new Date() });
    };
    const subscription = form.watch((_values, { name }) => {
      // a field changed (typing, a setValue); a reset after a save names none
      if (!name) return;
      clearTimeout(timer);
      timer = setTimeout(run, AUTOSAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [enabled, form]);

  return state;
}

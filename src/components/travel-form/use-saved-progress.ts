/**
 * The travel form's saved progress, wired to the form: restored once the page is interactive (the
 * server's HTML is always an empty step 1, so hydration never sees it), saved on every step change
 * and, shortly after typing stops, on every change; the submission key lives here too.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toaster } from '@/components/ui/toaster';
import type { TravelStep } from '@/shared/travel-core';
import { padAddresses, type TravelFormValues } from './form-values';
import { loadValidation } from './load-validation';
import { browserStorage, clearSavedForm, loadSavedForm, restoredValues, saveForm } from './saved-form';

const SAVE_DELAY_MS = 400;

/** A random UUID; `crypto.randomUUID` exists only on https and localhost. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface Restored {
  /** where the visitor resumes: the saved step, or an earlier one that no longer validates */
  step: TravelStep;
  /** the step they were on when they left */
  savedStep: TravelStep;
}

export function useSavedProgress(form: UseFormReturn<TravelFormValues>, step: TravelStep) {
  const [restored, setRestored] = useState<Restored | null>(null);
  // saving starts once step 1 is completed, or with a restored form
  const started = useRef(false);
  const key = useRef<string | undefined>(undefined);
  const stepNow = useRef(step);
  stepNow.current = step;
  // after a restore, the form is still on step 1 until it re-renders on the restored step
  const resuming = useRef<TravelStep | null>(null);
  const warned = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const save = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!started.current || resuming.current !== null) return;
    const ok = saveForm(browserStorage(), {
      step: stepNow.current,
      values: form.getValues(),
      idempotencyKey: key.current,
    });
    if (!ok && !warned.current) {
      warned.current = true;
      toaster.error({
        title: 'שגיאה בשמירת הנתונים',
        description: 'אפשר להמשיך למלא את הטופס, אבל אם תעזבו את הדף הפרטים לא יישמרו.',
      });
    }
  }, [form]);

  // restore, after hydration; past step 1 the earlier steps are checked again, with the validation chunk
  useEffect(() => {
    const saved = loadSavedForm(browserStorage());
    if (!saved) return;
    let cancelled = false;
    const values = restoredValues(saved.values);
    values.addresses = padAddresses(values.addresses, values.travelers.length);
    const restore = (resume: TravelStep) => {
      if (cancelled) return;
      form.reset(values);
      key.current = saved.idempotencyKey;
      started.current = true;
      resuming.current = resume;
      setRestored({ step: resume, savedStep: saved.step });
    };
    if (saved.step === 1) restore(1);
    else {
      const before = (saved.step - 1) as TravelStep;
      loadValidation().then(
        (checks) => restore(checks.firstInvalidStep(values, 1, before) ?? saved.step),
        // without the checks, the saved step (its Next and the submit validate again anyway)
        () => restore(saved.step),
      );
    }
    return () => {
      cancelled = true;
    };
  }, [form]);

  useEffect(() => {
    if (resuming.current === step) resuming.current = null;
    save();
  }, [step, save]);

  useEffect(() => {
    const subscription = form.watch(() => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(save, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', save);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', save);
      window.clearTimeout(timer.current);
    };
  }, [form, save]);

  return useMemo(
    () => ({
      restored,
      dismissRestored: () => setRestored(null),
      /** step 1 is done: from now on the progress is kept */
      start: () => {
        started.current = true;
      },
      /** the submission key, made on first use and kept with the progress */
      ensureKey: () => {
        if (!key.current) {
          key.current = newSubmissionKey();
          save();
        }
        return key.current;
      },
      /** a new key for the next submission (the server holds another request under the old one) */
      renewKey: () => {
        key.current = newSubmissionKey();
        save();
      },
      /** sent or started over: nothing is kept, the next request gets a new key */
      finish: () => {
        started.current = false;
        key.current = undefined;
        resuming.current = null;
        window.clearTimeout(timer.current);
        clearSavedForm(browserStorage());
      },
    }),
    [restored, save],
  );
}

import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  lazy,
  type RefObject,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { toaster } from '@/components/ui/toaster';
import type { TravelStep, TravelSubmitResult } from '@/shared/travel-core';
import { REVEALED } from './field-errors';
import { Confirmation, RestoredNotice, StepProgress } from './form-panels';
import {
  emptyForm,
  type FieldIssue,
  HEALTH_EDIT_ID,
  padAddresses,
  stepOfPath,
  stepTitles,
  type TravelFormValues,
  toRequest,
} from './form-values';
import { loadValidation, preloadValidation } from './load-validation';
import { DESTINATIONS_GROUP_ID, StepDestinations } from './step-destinations';
import type { SubmitFailure } from './submit-request';
import { SubmitRequest } from './submit-request';
import { useSavedProgress } from './use-saved-progress';

// Steps 2–8 are one chunk of their own (the date picker is most of it), loaded with the validation on
// the first touch of the form; a step changes in a transition, so step 1 stays until its code is here.
const loadLaterSteps = () => import('./later-steps');
const StepDates = lazy(() => loadLaterSteps().then((m) => ({ default: m.StepDates })));
const StepPreviousCustomer = lazy(() => loadLaterSteps().then((m) => ({ default: m.StepPreviousCustomer })));
const StepTravelers = lazy(() => loadLaterSteps().then((m) => ({ default: m.StepTravelers })));
const StepHealth = lazy(() => loadLaterSteps().then((m) => ({ default: m.StepHealth })));
const StepCoverages = lazy(() => loadLaterSteps().then((m) => ({ default: m.StepCoverages })));
const StepAddresses = lazy(() => loadLaterSteps().then((m) => ({ default: m.StepAddresses })));
const StepSummary = lazy(() => loadLaterSteps().then((m) => ({ default: m.StepSummary })));
const preloadSteps = () => {
  preloadValidation();
  loadLaterSteps().catch(() => undefined);
};

const VALIDATION_TITLE = 'שגיאת אימות';
/** what the form says when its validation (or the submit) cannot load or run */
const FAILED = { title: 'שגיאה', description: 'אירעה שגיאה בעת האימות או השליחה, אנא נסו שוב' };

/** The validation chunk, or undefined (after saying so) when it cannot load. */
async function validation() {
  try {
    return await loadValidation();
  } catch {
    toaster.error(FAILED);
    return undefined;
  }
}

/**
 * The resolver of the step on screen: each step validates with its own shared schema (step 8: all),
 * once the validation chunk is there. If it cannot load, the step does not advance (a root error).
 */
function stepResolver(step: RefObject<TravelStep>): Resolver<TravelFormValues> {
  return async (values, context, options) => {
    const current = step.current;
    try {
      const { stepResolver: resolve } = await loadValidation();
      return await resolve(current)(values, context, options);
    } catch {
      return { values: {}, errors: { root: { type: 'unavailable', message: FAILED.description } } };
    }
  };
}

/**
 * Brings the focused field's label (its field or group) to a third of the way down the screen: the
 * validation toast at the top and the sticky header never cover it, wherever the page was scrolled.
 */
function showFocusedField() {
  const field = document.activeElement?.closest('fieldset, [data-scope="field"][data-part="root"]');
  if (!field) return;
  window.scrollBy({ top: field.getBoundingClientRect().top - window.innerHeight / 3, behavior: 'instant' });
}

/** Moves focus to a field by its path; groups without one input get their first control. */
function focusField(form: ReturnType<typeof useForm<TravelFormValues>>, path: string, fallback: () => void) {
  if (path === 'destinations') {
    document.querySelector<HTMLInputElement>(`#${DESTINATIONS_GROUP_ID} input`)?.focus();
    showFocusedField();
    return;
  }
  try {
    form.setFocus(path as Path<TravelFormValues>);
    // react-hook-form focuses in a task of its own (setTimeout): look once it has
    window.setTimeout(() => {
      if (document.activeElement === document.body) fallback();
      else showFocusedField();
    });
  } catch {
    fallback();
  }
}

/**
 * The 8-step travel-insurance request: validation per step with the shared schemas,
 * progress kept in the browser for 24 hours, submission with an idempotency key.
 */
export function TravelForm() {
  const [step, setStep] = useState<TravelStep>(1);
  const stepRef = useRef<TravelStep>(1);
  stepRef.current = step;
  const form = useForm<TravelFormValues>({
    defaultValues: emptyForm(),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    resolver: stepResolver(stepRef),
  });
  // editing from the summary: Next returns to it (through any step that no longer validates)
  const [editing, setEditing] = useState(false);
  const [healthToConfirm, setHealthToConfirm] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  // what gets focus after the next step change: a field with an error, or (null) the step's heading
  const pendingFocus = useRef<string | null | undefined>(undefined);
  // a validation toast is about the step it was raised on: it goes when the step changes
  const stepToast = useRef<string | undefined>(undefined);

  // …and once the user has fixed what it named (no error left on the form), it goes too
  const errorCount = Object.keys(form.formState.errors).length;
  useEffect(() => {
    if (errorCount > 0 || !stepToast.current) return;
    toaster.dismiss(stepToast.current);
    stepToast.current = undefined;
  }, [errorCount]);

  const saved = useSavedProgress(form, step);
  const { restored, dismissRestored } = saved;
  // a restored form resumes at its step; health answers given before leaving must be given again
  // …and the notice saying so is brought into sight: after a reload the browser puts the page back
  // where it was, often far below the form's start on a phone
  const restoredNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!restored) return;
    setHealthToConfirm(restored.savedStep > 5);
    startTransition(() => setStep(restored.step));
    restoredNotice.current?.scrollIntoView({ block: 'nearest' });
  }, [restored]);

  const goTo = useCallback(
    (target: TravelStep, focus: string | null = null) => {
      // errors belong to the step they were found on (Back clears them)
      if (stepToast.current) toaster.dismiss(stepToast.current);
      stepToast.current = undefined;
      form.reset(form.getValues(), { keepValues: true, keepDefaultValues: true });
      if (target >= 7)
        form.setValue(
          'addresses',
          padAddresses(form.getValues('addresses'), form.getValues('travelers').length),
        );
      if (target === 8) {
        setEditing(false);
        saved.ensureKey();
      }
      setSubmitError(null);
      pendingFocus.current = focus;
      startTransition(() => setStep(target));
    },
    [form, saved],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new step is on screen
  useEffect(() => {
    const focus = pendingFocus.current;
    if (focus === undefined) return;
    pendingFocus.current = undefined;
    const toHeading = () => heading.current?.focus();
    if (focus === null) toHeading();
    else focusField(form, focus, toHeading);
  }, [step, form]);

  /** Puts issues under their fields on their step, one toast with the first, focus on it. */
  const showIssues = (issues: readonly FieldIssue[], title = VALIDATION_TITLE) => {
    const [first] = issues;
    if (!first) return;
    const target = stepOfPath(first.path);
    if (target !== stepRef.current) {
      setEditing(stepRef.current === 8 || editing);
      goTo(target, first.path);
    } else focusField(form, first.path, () => heading.current?.focus());
    stepToast.current = toaster.error({ title, description: first.message });
    // after goTo's reset, in the same batch
    for (const issue of issues.filter((i) => stepOfPath(i.path) === target)) {
      form.setError(issue.path as Path<TravelFormValues>, { type: REVEALED, message: issue.message });
    }
  };

  // the resolver has awaited the validation chunk before either callback runs
  const next = form.handleSubmit(
    async () => {
      const values = form.getValues();
      const after = (step + 1) as TravelStep;
      const target = editing ? ((await loadValidation()).firstInvalidStep(values, after, 7) ?? 8) : after;
      if (step === 1) saved.start();
      if (step === 5) setHealthToConfirm(false);
      goTo(target);
    },
    async () => {
      const checks = await validation();
      if (checks) showIssues(checks.stepIssues(step, form.getValues()));
    },
  );

  const back = () => goTo((step - 1) as TravelStep);
  const edit = (target: TravelStep) => {
    setEditing(true);
    goTo(target);
  };

  const prepare = async () => {
    const values = form.getValues();
    if (healthToConfirm) {
      stepToast.current = toaster.error({
        title: VALIDATION_TITLE,
        description: 'יש לענות שוב על שאלות הצהרת הבריאות לפני השליחה',
      });
      document.getElementById(HEALTH_EDIT_ID)?.focus();
      return undefined;
    }
    const checks = await validation();
    if (!checks) return undefined;
    const issues = checks.stepIssues(8, values);
    if (issues.length > 0) {
      showIssues(issues);
      return undefined;
    }
    setSubmitError(null);
    return toRequest(values, saved.ensureKey());
  };

  const succeeded = ({ reference }: TravelSubmitResult) => {
    saved.finish();
    dismissRestored();
    form.reset(emptyForm());
    setEditing(false);
    setHealthToConfirm(false);
    pendingFocus.current = undefined;
    setStep(1);
    setConfirmation(reference);
  };
  // the confirmation, or the fresh form after it, starts where the visitor is looking
  const freshForm = useRef(false);
  useEffect(() => {
    const title = confirmation ? confirmationHeading.current : freshForm.current ? heading.current : null;
    freshForm.current = false;
    title?.focus({ preventScroll: true });
    title?.scrollIntoView({ block: 'center' });
  }, [confirmation]);
  const another = () => {
    freshForm.current = true;
    setConfirmation(null);
  };

  const failed = ({ message, issues }: SubmitFailure) => {
    if (issues.some((i) => i.path === 'idempotencyKey')) {
      // an earlier request under this key was stored with other details: the next send is a new request
      saved.renewKey();
      const text =
        'בקשה קודמת שלכם כבר התקבלה עם פרטים אחרים. כדי לשלוח גם את הבקשה הזו, לחצו שוב על שליחת הבקשה.';
      setSubmitError(text);
      toaster.error({ title: 'שליחת הבקשה נכשלה', description: text });
      return;
    }
    const known = issues.filter((i) => stepOfPath(i.path) !== 8);
    if (known.length > 0) return showIssues(known, 'שליחת הבקשה נכשלה');
    if (message) {
      setSubmitError(message);
      toaster.error({ title: 'שליחת הבקשה נכשלה', description: message });
    } else {
      setSubmitError('שליחת הבקשה נכשלה. בדקו את החיבור לאינטרנט ונסו שוב – הבקשה לא תישלח פעמיים.');
      toaster.error(FAILED);
    }
  };

  const startOver = () => {
    saved.finish();
    dismissRestored();
    form.reset(emptyForm());
    setEditing(false);
    setHealthToConfirm(false);
    goTo(1);
  };

  // the request is sent: its confirmation takes the form's place until another is started
  if (confirmation)
    return <Confirmation ref={confirmationHeading} reference={confirmation} onAnother={another} />;

  return (
    <Flex direction="column">
      {/* on the page from the first paint, empty until a restore: a screen reader says what comes in */}
      <Box role="status">
        {restored && (
          <RestoredNotice
            ref={restoredNotice}
            privacyNote={restored.savedStep >= 5}
            onStartOver={startOver}
            onClose={dismissRestored}
          />
        )}
      </Box>
      <chakra.form
        onSubmit={next}
        // the validation and the later steps load on the first touch, before the visitor can press Next
        onFocus={preloadSteps}
        onPointerDown={preloadSteps}
        onInput={preloadSteps}
        noValidate
        aria-labelledby="travel-step-title"
        bg="bg"
        borderWidth="1px"
        borderRadius="2xl"
        boxShadow="sm"
        p={{ base: '4', sm: '6', md: '8' }}
      >
        <StepProgress step={step} />
        <Heading
          as="h2"
          id="travel-step-title"
          ref={heading}
          tabIndex={-1}
          size={{ base: 'xl', md: '2xl' }}
          color="brand.900"
          mt="5"
          mb="5"
          _focus={{ outline: 'none' }}
        >
          {stepTitles[step]}
        </Heading>
        {step === 1 && <StepDestinations form={form} />}
        <Suspense fallback={null}>
          {step === 2 && <StepDates form={form} />}
          {step === 3 && <StepPreviousCustomer form={form} />}
          {step === 4 && <StepTravelers form={form} />}
          {step === 5 && <StepHealth form={form} />}
          {step === 6 && <StepCoverages form={form} />}
          {step === 7 && <StepAddresses form={form} />}
          {step === 8 && (
            <StepSummary values={form.getValues()} onEdit={edit} healthToConfirm={healthToConfirm} />
          )}
        </Suspense>
        {step === 8 && submitError && (
          <Text role="alert" color="fg.error" mt="4">
            {submitError}
          </Text>
        )}
        <Flex mt="8" gap="3" align="center" wrap="wrap">
          {step > 1 && (
            <Button type="button" variant="outline" size="lg" onClick={back}>
              <DirectionalIcon icon={ChevronLeft} size={18} />
              חזרה
            </Button>
          )}
          <Box ms="auto">
            {step < 8 ? (
              <Button type="submit" size="lg">
                {editing ? 'המשך' : 'הבא'}
                <DirectionalIcon icon={ChevronRight} size={18} />
              </Button>
            ) : (
              <SubmitRequest prepare={prepare} onSuccess={succeeded} onFailure={failed} />
            )}
          </Box>
        </Flex>
      </chakra.form>
    </Flex>
  );
}

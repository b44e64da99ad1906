import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/components/ui/opened-once';
import { useStepUpDialog } from './step-up-store';

const StepUpDialog = lazy(() => import('./step-up-dialog').then((m) => ({ default: m.StepUpDialog })));

/** Loads the step-up dialog's code the first time a sensitive act asks for it. */
export function StepUpHost() {
  const { open } = useStepUpDialog();
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  );
}

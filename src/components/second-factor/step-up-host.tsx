import { lazy, Suspense, useEffect, useState } from 'react';
import { useStepUpDialog } from './step-up-store';

const StepUpDialog = lazy(() => import('./step-up-dialog').then((m) => ({ default: m.StepUpDialog })));

/** Loads the step-up dialog's code the first time a sensitive act asks for it. */
export function StepUpHost() {
  const { open } = useStepUpDialog();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  );
}

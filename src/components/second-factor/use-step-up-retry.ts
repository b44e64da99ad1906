import { useCallback, useEffect, useRef } from 'react';
import { needsStepUp, requestStepUp } from './step-up-store';

/**
 * A query of a sensitive read (a request's details) refused for a step-up: the dialog asks for a code
 * at once, and the query is asked again once it is accepted. `asking`: the refusal stands (the dialog
 * is open, or was closed without a code: `ask` opens it again).
 */
export function useStepUpRetry(query: { error: unknown; refetch: () => unknown }) {
  const refused = needsStepUp(query.error);
  const { refetch } = query;
  const ask = useCallback(() => {
    void requestStepUp().then((done) => done && refetch());
  }, [refetch]);
  const asked = useRef(false);
  useEffect(() => {
    if (!refused || asked.current) return;
    asked.current = true;
    ask();
  }, [refused, ask]);
  return { asking: refused, ask };
}

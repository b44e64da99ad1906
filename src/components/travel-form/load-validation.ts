/**
 * Loads the travel form's validation (./validation.ts: zod, the shared schemas, the resolver) once. The
 * form starts it on the visitor's first focus, pointer-down or input; whatever validates awaits it, so a
 * step submitted before it arrives is still checked. A failed load is asked again next time.
 */
type Validation = typeof import('./validation');

let loading: Promise<Validation> | undefined;

export function loadValidation(): Promise<Validation> {
  loading ??= import('./validation').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts the load; a failure surfaces where the form validates, not here. */
export function preloadValidation() {
  loadValidation().catch(() => undefined);
}

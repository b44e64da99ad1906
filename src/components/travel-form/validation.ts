/**
 * What each step of the travel form checks: the shared schemas of src/shared/travel.ts (the same the
 * server applies) and react-hook-form's zod resolver. A chunk of its own, loaded through
 * ./load-validation.ts when the visitor first touches the form: zod stays out of the page's first load.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { TravelRequestSchema, type TravelStep, travelStepSchemas } from '../../shared/travel';
import type { FieldIssue, TravelFormValues } from './form-values';

/** The schema a step validates with: its own one, or on step 8 the whole request. */
export const schemaOfStep = (step: TravelStep) =>
  step === 8 ? TravelRequestSchema : travelStepSchemas[step];

/** What is wrong on a step, in the order the schema checks it (the first is the one to show and focus). */
export function stepIssues(step: TravelStep, values: TravelFormValues): FieldIssue[] {
  const result = schemaOfStep(step).safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The first of steps `from`…`to` that does not validate, if any. */
export function firstInvalidStep(
  values: TravelFormValues,
  from: TravelStep,
  to: TravelStep,
): TravelStep | undefined {
  for (let step = from; step <= to; step++) {
    if (stepIssues(step as TravelStep, values).length > 0) return step as TravelStep;
  }
  return undefined;
}

/** The resolver for the step on screen (step 8: the whole request). */
export const stepResolver = (step: TravelStep): Resolver<TravelFormValues> =>
  zodResolver(
    schemaOfStep(step) as Parameters<typeof zodResolver>[0],
  ) as unknown as Resolver<TravelFormValues>;

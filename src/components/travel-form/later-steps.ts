/** Steps 2–8 of the travel form: one chunk, loaded on the first touch of step 1 (travel-form.tsx). */
export { StepAddresses } from './step-addresses';
export { StepCoverages } from './step-coverages';
export { StepDates } from './step-dates';
export { StepHealth } from './step-health';
export { StepPreviousCustomer } from './step-previous-customer';
export { StepSummary } from './step-summary';
export { StepTravelers } from './step-travelers';

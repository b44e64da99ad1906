/**
 * The travel form's progress in localStorage: once step 1 is done, the values, the step and a
 * timestamp are kept for 24 hours, so a visitor who leaves at step 6 comes back to step 6. ID numbers,
 * passport numbers and health answers never reach the browser's storage: they are re-entered.
 * The submission key is kept too, so a reload during a submission sends the same key again.
 * Every function takes the storage (or undefined when the browser refuses it) and never throws.
 */
import { SAVED_FORM_MAX_AGE_MS, type TravelStep } from '../../shared/travel-core';
import {
  type AddressValues,
  emptyAddress,
  emptyForm,
  emptyTraveler,
  isStep,
  noHealthAnswers,
  type TravelerValues,
  type TravelFormValues,
} from './form-values';
import { SAVED_FORM_KEY } from './saved-form-key';

export { browserStorage, SAVED_FORM_KEY } from './saved-form-key';

const VERSION = 1;
// a saved value longer than any the form takes is not ours: it is cut rather than trusted
const MAX_TEXT = 254;

/** What is stored: the values without ID numbers, passport numbers and health answers. */
export interface SavedValues extends Omit<TravelFormValues, 'healthQuestions' | 'addresses'> {
  addresses: Omit<AddressValues, 'idNumber' | 'passportNumber'>[];
}

export interface SavedForm {
  step: TravelStep;
  values: SavedValues;
  /** the key of a submission that has not succeeded yet */
  idempotencyKey?: string;
  /** when it was saved (ms since the epoch) */
  savedAt: number;
}

/** The values as they may be stored: only what the visitor may find again in this browser. */
export function savedValues(values: TravelFormValues): SavedValues {
  const { healthQuestions: _health, addresses, ...rest } = values;
  return {
    ...rest,
    destinations: [...rest.destinations],
    coverageOptions: [...rest.coverageOptions],
    travelers: rest.travelers.map((t) => ({ ...t })),
    addresses: addresses.map(({ city, street, houseNumber }) => ({ city, street, houseNumber })),
  };
}

/** Saves the progress; false when the storage refused it (full, disabled, private mode). */
export function saveForm(
  storage: Storage | undefined,
  state: Omit<SavedForm, 'savedAt'> & { values: TravelFormValues },
  now = Date.now(),
): boolean {
  if (!storage) return false;
  const saved: SavedForm = {
    step: state.step,
    values: savedValues(state.values),
    savedAt: now,
    ...(state.idempotencyKey ? { idempotencyKey: state.idempotencyKey } : {}),
  };
  try {
    storage.setItem(SAVED_FORM_KEY, JSON.stringify({ version: VERSION, ...saved }));
    return true;
  } catch {
    return false;
  }
}

export function clearSavedForm(storage: Storage | undefined): void {
  try {
    storage?.removeItem(SAVED_FORM_KEY);
  } catch {
    // nothing to do: a storage that cannot be written holds nothing of ours either
  }
}

/**
 * The saved progress if it is younger than 24 hours; an older, unreadable or foreign one is removed.
 * What comes back is rebuilt field by field, so a hand-edited entry cannot put odd values in the form.
 */
export function loadSavedForm(storage: Storage | undefined, now = Date.now()): SavedForm | undefined {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SAVED_FORM_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  const saved = parse(raw);
  const age = saved ? now - saved.savedAt : Number.NaN;
  if (!saved || !(age >= 0 && age < SAVED_FORM_MAX_AGE_MS)) {
    clearSavedForm(storage);
    return undefined;
  }
  return saved;
}

/** The form's values from a saved state: the fields never stored start empty again. */
export function restoredValues(saved: SavedValues): TravelFormValues {
  return {
    ...emptyForm(),
    ...saved,
    healthQuestions: noHealthAnswers(),
    addresses: saved.addresses.map((a) => ({ ...emptyAddress(), ...a })),
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, MAX_TEXT) : '');
const texts = (v: unknown, max: number) =>
  Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))].slice(0, max) : [];
const list = <T>(v: unknown, max: number, item: (x: Json) => T) =>
  Array.isArray(v) ? v.filter(isObject).slice(0, max).map(item) : [];

function traveler(v: Json): TravelerValues {
  const t = emptyTraveler();
  for (const key of ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth'] as const)
    t[key] = text(v[key]);
  t.gender = v.gender === 'male' || v.gender === 'female' ? v.gender : '';
  return t;
}

function parse(raw: string): SavedForm | undefined {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isObject(data) || data.version !== VERSION || !isStep(data.step)) return undefined;
  if (typeof data.savedAt !== 'number' || !isObject(data.values)) return undefined;
  const v = data.values;
  const travelers = list(v.travelers, 10, traveler);
  const values: SavedValues = {
    destinations: texts(v.destinations, 5),
    departureDate: text(v.departureDate),
    returnDate: text(v.returnDate),
    isPreviousCustomer:
      v.isPreviousCustomer === 'yes' || v.isPreviousCustomer === 'no' ? v.isPreviousCustomer : '',
    travelers: travelers.length > 0 ? travelers : [emptyTraveler()],
    termsAccepted: v.termsAccepted === true,
    coverageOptions: texts(v.coverageOptions, 20),
    addresses: list(v.addresses, 10, (a) => ({
      city: text(a.city),
      street: text(a.street),
      houseNumber: text(a.houseNumber),
    })),
  };
  const key = typeof data.idempotencyKey === 'string' ? data.idempotencyKey : undefined;
  return {
    step: data.step,
    values,
    savedAt: data.savedAt,
    ...(key && /^[A-Za-z0-9-]{16,64}$/.test(key) ? { idempotencyKey: key } : {}),
  };
}

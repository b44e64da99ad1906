/**
 * The travel request's plain half: constants, choices, dates, the price estimate and the
 * Israeli ID check, without zod, so the travel form's first step can render before its validation loads.
 * The schemas are in ./travel.ts, which re-exports all of this.
 */

import { daysBetween } from './israel-time';

// ─── constants ──────────────────────────────────────────────────────────────────────────────────

export const TRAVEL_STEPS = 8;
export const MAX_DESTINATIONS = 5;
export const MAX_TRAVELERS = 10;
/** a saved form older than this is removed */
export const SAVED_FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** the longest trip the form takes, in days (a year; longer stays are a different product) */
export const MAX_TRIP_DAYS = 365;
/** how far ahead a departure may be booked, in days */
export const MAX_DAYS_AHEAD = 730;

/** The coverage options with their daily price in USD. */
export const coverageOptions = [
  { id: 'search-rescue', name: 'איתור וחילוץ', pricePerDay: 0.2 },
  { id: 'trip-cancel', name: 'ביטול או קיצור נסיעה (כולל קורונה)', pricePerDay: 0.7 },
  { id: 'luggage', name: 'כבודה', pricePerDay: 1 },
  { id: 'mobile', name: 'טלפון נייד', pricePerDay: 1 },
  { id: 'laptop', name: 'מחשב נייד', pricePerDay: 1 },
  { id: 'sports', name: 'ספורט חורף ואתגרי', pricePerDay: 2 },
  { id: 'rental-car', name: 'רכב שכור (השתתפות עצמית)', pricePerDay: 10 },
] as const;
export type CoverageId = (typeof coverageOptions)[number]['id'];

/**
 * The indicative base price of the policy per traveler per day, in USD, before extra coverages. It is
 * the agency's own figure for the estimate the form shows; the real price comes from the insurer.
 */
export const BASE_PRICE_PER_DAY_USD = 3;

export const healthQuestions = [
  { id: 'isMedicalTreatment', label: 'אחד הנוסעים נמצא כעת בטיפול רפואי או בבירור רפואי' },
  { id: 'hasRecentHospital', label: 'אחד הנוסעים אושפז בבית חולים בשנה האחרונה' },
  { id: 'hasRecentTests', label: 'אחד הנוסעים עבר בדיקות או הופנה לבדיקות בחצי השנה האחרונה' },
  { id: 'hasMedication', label: 'אחד הנוסעים נוטל תרופות באופן קבוע' },
  { id: 'isPregnant', label: 'אחת הנוסעות בהריון' },
] as const;
export type HealthQuestionId = (typeof healthQuestions)[number]['id'];

export const genders = [
  { value: 'male', label: 'זכר' },
  { value: 'female', label: 'נקבה' },
] as const;

// ─── dates ──────────────────────────────────────────────────────────────────────────────────────

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The number of days between departure and return, never negative (0 until both are valid). */
export function tripDays(departureDate: string, returnDate: string): number {
  if (!isCalendarDate(departureDate) || !isCalendarDate(returnDate)) return 0;
  return Math.max(0, daysBetween(departureDate, returnDate));
}

/**
 * The indicative estimate of the form's step 6: days × travelers × (base + chosen coverages), in USD,
 * rounded to cents. A same-day trip counts as one day. It is shown as an estimate, never as a quote.
 */
export function estimatePriceUsd(days: number, travelers: number, coverages: readonly string[]): number {
  const chosen = coverageOptions
    .filter((c) => coverages.includes(c.id))
    .reduce((sum, c) => sum + c.pricePerDay, 0);
  return Math.round(Math.max(1, days) * travelers * (BASE_PRICE_PER_DAY_USD + chosen) * 100) / 100;
}

// ─── Israeli ID ─────────────────────────────────────────────────────────────────────────────────

/** An Israeli ID number (teudat zehut): 9 digits whose check digit holds; 000000000 is refused. */
export function isValidIsraeliId(id: string): boolean {
  if (!/^\d{9}$/.test(id) || /^0+$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const step = Number(id[i]) * ((i % 2) + 1);
    sum += step > 9 ? step - 9 : step;
  }
  return sum % 10 === 0;
}

/** The form's steps, 1–8 (step 8 is the summary that submits the whole request). */
export type TravelStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** What a submission answers: the row id and the short reference the customer quotes on the phone. */
export interface TravelSubmitResult {
  id: number;
  reference: string;
}

import { describe, expect, it } from 'vitest';
import { SAVED_FORM_MAX_AGE_MS } from '../../shared/travel-core';
import { emptyForm, type TravelFormValues } from './form-values';
import { clearSavedForm, loadSavedForm, restoredValues, SAVED_FORM_KEY, saveForm } from './saved-form';

/** localStorage's interface over a Map; `full` makes every write fail the way a full storage does. */
class MemoryStorage implements Storage {
  items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
const KEY = '3f2b8c1e-6a4d-4e7b-9c2a-1d5e8f7a6b3c';

const values = (): TravelFormValues => ({
  ...emptyForm(),
  destinations: ['US', 'ES'],
  departureDate: '2026-12-01',
  returnDate: '2026-12-10',
  isPreviousCustomer: 'yes',
  travelers: [
    {
      firstName: 'דנה',
      lastName: 'לוי',
      email: 'dana@example.com',
      phone: '050-1234567',
      dateOfBirth: '1990-05-04',
      gender: 'female',
    },
  ],
  termsAccepted: true,
  healthQuestions: {
    isMedicalTreatment: true,
    hasRecentHospital: false,
    hasRecentTests: true,
    hasMedication: false,
    isPregnant: true,
  },
  coverageOptions: ['luggage', 'sports'],
  addresses: [
    { idNumber: '123456782', city: 'חיפה', street: 'הנביאים', houseNumber: '12', passportNumber: 'X1234567' },
  ],
});

describe('saved travel form', () => {
  it('keeps step, values, timestamp and submission key, and restores them within 24 hours', () => {
    const storage = new MemoryStorage();
    expect(saveForm(storage, { step: 6, values: values(), idempotencyKey: KEY }, NOW)).toBe(true);
    const saved = loadSavedForm(storage, NOW + SAVED_FORM_MAX_AGE_MS - 1);
    expect(saved).toMatchObject({ step: 6, savedAt: NOW, idempotencyKey: KEY });
    const restored = restoredValues(saved?.values ?? values());
    expect(restored.destinations).toEqual(['US', 'ES']);
    expect(restored.travelers).toEqual(values().travelers);
    expect(restored.coverageOptions).toEqual(['luggage', 'sports']);
    expect(restored.addresses).toEqual([
      { idNumber: '', city: 'חיפה', street: 'הנביאים', houseNumber: '12', passportNumber: '' },
    ]);
  });

  it('never stores ID numbers, passport numbers or health answers', () => {
    const storage = new MemoryStorage();
    saveForm(storage, { step: 8, values: values() }, NOW);
    const json = storage.getItem(SAVED_FORM_KEY) ?? '';
    expect(json).toContain('הנביאים');
    for (const secret of [
      '123456782',
      'X1234567',
      'idNumber',
      'passportNumber',
      'healthQuestions',
      'isPregnant',
    ])
      expect(json).not.toContain(secret);
    // what comes back has the health answers unanswered, not the ones given
    const restored = restoredValues(loadSavedForm(storage, NOW)?.values ?? values());
    expect(Object.values(restored.healthQuestions)).toEqual([false, false, false, false, false]);
  });

  it('removes a state older than 24 hours, one from the future, and one it cannot read', () => {
    const storage = new MemoryStorage();
    saveForm(storage, { step: 3, values: values() }, NOW);
    expect(loadSavedForm(storage, NOW + SAVED_FORM_MAX_AGE_MS)).toBeUndefined();
    expect(storage.getItem(SAVED_FORM_KEY)).toBeNull();

    saveForm(storage, { step: 3, values: values() }, NOW + 60_000);
    expect(loadSavedForm(storage, NOW)).toBeUndefined();
    expect(storage.getItem(SAVED_FORM_KEY)).toBeNull();

    for (const junk of ['{', '"x"', '{"version":1,"step":9,"savedAt":1,"values":{}}', '{"version":2}']) {
      storage.setItem(SAVED_FORM_KEY, junk);
      expect(loadSavedForm(storage, NOW)).toBeUndefined();
      expect(storage.getItem(SAVED_FORM_KEY)).toBeNull();
    }
  });

  it('rebuilds a hand-edited entry field by field', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SAVED_FORM_KEY,
      JSON.stringify({
        version: 1,
        step: 4,
        savedAt: NOW,
        idempotencyKey: '<script>',
        values: {
          destinations: ['US', 'US', 'SE', 'RO', 'HR', 'IN', 'ES', 7],
          travelers: [{ firstName: 'דנה', gender: 'other', email: 42 }, 'x'],
          termsAccepted: 'yes',
          isPreviousCustomer: 'maybe',
          addresses: [{ city: 'חיפה', idNumber: '123456782' }],
        },
      }),
    );
    const saved = loadSavedForm(storage, NOW);
    expect(saved?.idempotencyKey).toBeUndefined();
    expect(saved?.values.destinations).toEqual(['US', 'SE', 'RO', 'HR', 'IN']);
    expect(saved?.values.travelers).toEqual([
      { firstName: 'דנה', lastName: '', email: '', phone: '', dateOfBirth: '', gender: '' },
    ]);
    expect(saved?.values.termsAccepted).toBe(false);
    expect(saved?.values.isPreviousCustomer).toBe('');
    expect(saved?.values.addresses).toEqual([{ city: 'חיפה', street: '', houseNumber: '' }]);
  });

  it('reports a storage that refuses to write, and works without any storage', () => {
    const storage = new MemoryStorage();
    storage.full = true;
    expect(saveForm(storage, { step: 2, values: values() }, NOW)).toBe(false);
    expect(saveForm(undefined, { step: 2, values: values() }, NOW)).toBe(false);
    expect(loadSavedForm(undefined, NOW)).toBeUndefined();
    expect(() => clearSavedForm(undefined)).not.toThrow();
  });

  it('clears the saved state', () => {
    const storage = new MemoryStorage();
    saveForm(storage, { step: 2, values: values() }, NOW);
    clearSavedForm(storage);
    expect(loadSavedForm(storage, NOW)).toBeUndefined();
  });
});

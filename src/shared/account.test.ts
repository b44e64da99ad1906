import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  DocumentMetaSchema,
  expiryState,
  PolicyInputSchema,
  PolicyUpdateSchema,
  ProfileSchema,
  profileMessages,
} from './account';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('ProfileSchema', () => {
  const valid = {
    fullName: 'דנה לוי',
    phone: '050-123 4567',
    address: 'הרצל 12, תל אביב',
    birthDate: '1985-03-01',
  };

  it('stores the phone as people type it, normalized, and a missing birth date as null', () => {
    expect(ProfileSchema.parse(valid)).toEqual({ ...valid, phone: '0501234567' });
    expect(ProfileSchema.parse({ ...valid, phone: '+972 3-1234567', birthDate: '' })).toMatchObject({
      phone: '031234567',
      birthDate: null,
    });
    expect(ProfileSchema.parse({ ...valid, birthDate: null }).birthDate).toBeNull();
  });

  it('says the Hebrew message for each rule', () => {
    const result = ProfileSchema.safeParse({
      fullName: 'ד',
      phone: '12345',
      address: 'רח',
      birthDate: '1985-02-30',
    });
    expect(messagesOf(result)).toEqual({
      fullName: profileMessages.fullName,
      phone: profileMessages.phone,
      address: profileMessages.address,
      birthDate: profileMessages.birthDate,
    });
  });

  it("shows the birth date's own message in the form, for an impossible date too", async () => {
    const resolve = zodResolver(ProfileSchema);
    for (const birthDate of ['1985-02-30', '1800-01-01', 'abc']) {
      const { errors } = await resolve({ ...valid, birthDate }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      expect(errors.birthDate?.message).toBe(profileMessages.birthDate);
    }
  });

  it('refuses a birth date in the future (Israel calendar)', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(messagesOf(ProfileSchema.safeParse({ ...valid, birthDate: tomorrow }))).toEqual({
      birthDate: profileMessages.birthDateFuture,
    });
  });
});

describe('policies', () => {
  const valid = { userId: 1, policyNumber: ' hl-2026/001 ', policyType: 'health', startDate: '2026-01-01' };

  it('keeps the number upper-case and trimmed, status active by default, no end date', () => {
    expect(PolicyInputSchema.parse(valid)).toEqual({
      userId: 1,
      policyNumber: 'HL-2026/001',
      policyType: 'health',
      startDate: '2026-01-01',
      endDate: null,
      status: 'active',
      // the details staff did not fill in
      company: '',
      premium: null,
      premiumPeriod: null,
      coverages: [],
      renewalStatus: 'open',
    });
  });

  it('refuses an end before the start, an unknown type and a malformed number', () => {
    const result = PolicyInputSchema.safeParse({ ...valid, endDate: '2025-12-31', policyType: 'boat' });
    expect(messagesOf(result)).toMatchObject({ policyType: accountMessages.policyType });
    expect(
      messagesOf(PolicyUpdateSchema.safeParse({ ...valid, id: 3, status: 'ended', endDate: '2025-12-31' })),
    ).toEqual({
      endDate: accountMessages.endBeforeStart,
    });
    expect(messagesOf(PolicyInputSchema.safeParse({ ...valid, policyNumber: '<script>' }))).toEqual({
      policyNumber: accountMessages.policyNumber,
    });
  });
});

describe('documents', () => {
  it('takes the category as general and an empty expiration date as none', () => {
    expect(DocumentMetaSchema.parse({ name: '  תעודת זהות ', expirationDate: '' })).toEqual({
      name: 'תעודת זהות',
      category: 'general',
      expirationDate: null,
    });
    expect(DocumentMetaSchema.safeParse({ name: 'x'.repeat(121) }).success).toBe(false);
    expect(DocumentMetaSchema.safeParse({ name: 'דרכון', category: 'other' }).success).toBe(false);
  });

  it('colours the expiry dot: red expired, yellow within 7 days, green after', () => {
    const today = '2026-11-25';
    expect(expiryState(null, today)).toBeNull();
    expect(expiryState('2026-11-24', today)).toBe('expired');
    expect(expiryState('2026-11-25', today)).toBe('soon');
    expect(expiryState('2026-12-02', today)).toBe('soon');
    expect(expiryState('2026-12-03', today)).toBe('valid');
  });
});

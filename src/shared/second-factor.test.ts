import { describe, expect, it } from 'vitest';
import { isRecoveryCode, SecondFactorCodeSchema, TotpCodeSchema } from './second-factor';

describe('second-factor code schemas', () => {
  it('reads an app code without its spaces, and nothing but six digits', () => {
    expect(TotpCodeSchema.parse({ code: ' 123 456 ' }).code).toBe('123456');
    for (const code of ['12345', '1234567', 'abcdef', '', 'abcde-23456'])
      expect(TotpCodeSchema.safeParse({ code }).success, code).toBe(false);
  });

  it('takes a recovery code in any case, with or without its dash', () => {
    const { code } = SecondFactorCodeSchema.parse({ code: 'ABCDE-23456' });
    expect(code).toBe('abcde23456');
    expect(isRecoveryCode(code)).toBe(true);
    expect(isRecoveryCode('123456')).toBe(false);
    expect(SecondFactorCodeSchema.safeParse({ code: 'abc' }).success).toBe(false);
    expect(SecondFactorCodeSchema.safeParse({ code: 'x'.repeat(41) }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { AuditListSchema } from './audit';

describe('the audit filters', () => {
  it('refuses a range the wrong way round and impossible days', () => {
    expect(
      AuditListSchema.safeParse({ from: '2026-05-02', to: '2026-05-01' }).error?.issues[0]?.path,
    ).toEqual(['to']);
    expect(AuditListSchema.safeParse({ from: '2026-13-40' }).success).toBe(false);
    expect(AuditListSchema.safeParse({ to: '2026-02-30' }).success).toBe(false);
    expect(AuditListSchema.safeParse({ to: '2028-02-29' }).success).toBe(true);
    expect(AuditListSchema.safeParse({ action: "member'; drop" }).success).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DataKeyError,
  dataKeys,
  decrypt,
  encrypt,
  keyIdOf,
  lookupHash,
  lookupHashes,
  newDataKey,
  parseDataKey,
} from './crypto';

const key = () => randomBytes(32);

describe('field encryption', () => {
  it('decrypts what it encrypted, and never writes the plaintext', () => {
    const keys = dataKeys(key());
    const value = encrypt(keys, 'idNumber', '123456782');
    expect(value).not.toContain('123456782');
    expect(value).not.toContain(Buffer.from('123456782').toString('base64'));
    expect(decrypt(keys, 'idNumber', value)).toBe('123456782');
    expect(decrypt(keys, 'health', encrypt(keys, 'health', 'תשובה ✓'))).toBe('תשובה ✓');
  });

  it('encrypts the same value differently each time', () => {
    const keys = dataKeys(key());
    expect(encrypt(keys, 'idNumber', '123456782')).not.toBe(encrypt(keys, 'idNumber', '123456782'));
  });

  it('refuses a value whose bytes were changed', () => {
    const keys = dataKeys(key());
    const value = encrypt(keys, 'idNumber', '123456782');
    const body = Buffer.from(value.split('.')[2] ?? '', 'base64url');
    for (const at of [0, 13, body.length - 1]) {
      const changed = Buffer.from(body);
      changed[at] = (changed[at] ?? 0) ^ 1;
      const tampered = `${value.split('.').slice(0, 2).join('.')}.${changed.toString('base64url')}`;
      expect(() => decrypt(keys, 'idNumber', tampered)).toThrow(DataKeyError);
    }
    expect(() => decrypt(keys, 'idNumber', value.slice(0, 20))).toThrow(DataKeyError);
    expect(() => decrypt(keys, 'idNumber', '123456782')).toThrow(DataKeyError);
  });

  it('refuses a value moved to another field', () => {
    const keys = dataKeys(key());
    expect(() => decrypt(keys, 'passportNumber', encrypt(keys, 'idNumber', '123456782'))).toThrow(
      DataKeyError,
    );
  });

  it('refuses the wrong key, also when it claims the right key id', () => {
    const right = dataKeys(key());
    const wrong = dataKeys(key());
    const value = encrypt(right, 'idNumber', '123456782');
    expect(() => decrypt(wrong, 'idNumber', value)).toThrow(/not configured/);
    const [, , body] = value.split('.');
    expect(() => decrypt(wrong, 'idNumber', `v1.${wrong.current.id}.${body}`)).toThrow(/does not match/);
  });

  it('rotates: a ring with the old key reads old values, and re-encrypts them under the new key', () => {
    const oldKey = key();
    const newKey = key();
    const before = dataKeys(oldKey);
    const stored = encrypt(before, 'idNumber', '123456782');
    const during = dataKeys(newKey, oldKey);
    expect(keyIdOf(stored)).toBe(before.current.id);
    const rotated = encrypt(during, 'idNumber', decrypt(during, 'idNumber', stored));
    expect(keyIdOf(rotated)).toBe(during.current.id);
    const after = dataKeys(newKey);
    expect(decrypt(after, 'idNumber', rotated)).toBe('123456782');
    expect(() => decrypt(after, 'idNumber', stored)).toThrow(DataKeyError);
  });

  it('hashes a value the same way under one key, differently under another, and finds it during a rotation', () => {
    const oldKey = key();
    const newKey = key();
    const old = dataKeys(oldKey);
    expect(lookupHash(old, 'id:123456782')).toBe(lookupHash(dataKeys(oldKey), 'id:123456782'));
    expect(lookupHash(old, 'id:123456782')).toMatch(/^[0-9a-f]{64}$/);
    expect(lookupHash(old, 'id:123456782')).not.toBe(lookupHash(dataKeys(newKey), 'id:123456782'));
    expect(lookupHashes(dataKeys(newKey, oldKey), 'id:123456782')).toContain(lookupHash(old, 'id:123456782'));
  });

  it('reads a key only as 32 bytes of base64', () => {
    const text = newDataKey();
    expect(parseDataKey(text)?.length).toBe(32);
    expect(parseDataKey(` ${text}\n`)?.length).toBe(32);
    expect(parseDataKey(randomBytes(16).toString('base64'))).toBeUndefined();
    expect(parseDataKey('not a key at all, though it is long enough to be one')).toBeUndefined();
  });
});

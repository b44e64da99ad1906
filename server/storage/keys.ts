import { randomUUID } from 'node:crypto';

const KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

/** A new key for an upload of `owner`; never derived from the user's file name. */
export function newObjectKey(prefix: string, owner: number | string) {
  return `${prefix}/${owner}/${randomUUID()}`;
}

/** Refuses anything but the keys the server makes (no "..", no absolute paths). */
export function assertKey(key: string) {
  if (!KEY.test(key) || key.includes('..') || key.includes('//'))
    throw new Error(`invalid storage key: ${key}`);
  return key;
}

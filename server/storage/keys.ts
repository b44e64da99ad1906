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

/** A key itself or the start of keys ('documents/'); the same characters as a key, so never outside the store. */
export function assertPrefix(prefix: string) {
  if (!/^[a-z0-9/_-]{0,200}$/.test(prefix) || prefix.includes('//') || prefix.startsWith('/'))
    throw new Error(`invalid storage prefix: ${prefix}`);
  return prefix;
}

/** Whether a name found in the store is one of the keys the server makes (not a temporary or type file). */
export const isKey = (key: string) => KEY.test(key) && !key.includes('//');

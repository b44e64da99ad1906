import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The keys that encrypt sensitive fields at rest: `current` encrypts, any of them decrypts (during a
 * rotation the previous key is still there). A value names its key by `id`, so a rotation can tell
 * which values still wait for the new key.
 */
export interface DataKeys {
  current: DataKey;
  all: DataKey[];
}

interface DataKey {
  /** 8 hex digits of the key's SHA-256: names the key inside each value without revealing it */
  id: string;
  encryption: Buffer;
  /** derived from the key (HKDF): the keyed hash that finds a value without decrypting every row */
  lookup: Buffer;
}

export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/** A data key is 32 bytes written in base64; anything else is undefined. */
export function parseDataKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return undefined;
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === DATA_KEY_BYTES ? bytes : undefined;
}

export const newDataKey = () => randomBytes(DATA_KEY_BYTES).toString('base64');

function dataKey(bytes: Buffer): DataKey {
  if (bytes.length !== DATA_KEY_BYTES) throw new Error(`a data key is ${DATA_KEY_BYTES} bytes`);
  return {
    id: createHash('sha256').update(bytes).digest('hex').slice(0, 8),
    encryption: bytes,
    lookup: Buffer.from(hkdfSync('sha256', bytes, Buffer.alloc(0), 'lookup-hash', 32)),
  };
}

/** The key ring of the current key and the ones values may still be under. */
export function dataKeys(current: Buffer, ...older: Buffer[]): DataKeys {
  const key = dataKey(current);
  const others = older.map(dataKey).filter((k) => k.id !== key.id);
  return { current: key, all: [key, ...others] };
}

/** A value that cannot be decrypted: a key not in the ring, or bytes changed since encryption. */
export class DataKeyError extends Error {
  override name = 'DataKeyError';
}

/**
 * AES-256-GCM under the current key with a random 96-bit IV: `v1.<key id>.<iv|ciphertext|tag in
 * base64url>`. `context` (e.g. the field's name) is authenticated with it, so a value moved to another
 * field does not decrypt.
 */
export function encrypt(keys: DataKeys, context: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current.encryption, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${FORMAT}.${keys.current.id}.${body.toString('base64url')}`;
}

export function decrypt(keys: DataKeys, context: string, value: string): string {
  const [format, id, data] = value.split('.');
  if (format !== FORMAT || data === undefined) throw new DataKeyError('not an encrypted value');
  const key = keys.all.find((k) => k.id === id);
  if (!key) throw new DataKeyError(`the value is under key ${id}, which is not configured`);
  const body = Buffer.from(data, 'base64url');
  if (body.length < IV_BYTES + TAG_BYTES) throw new DataKeyError('the encrypted value is cut short');
  const decipher = createDecipheriv('aes-256-gcm', key.encryption, body.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new DataKeyError('the encrypted value does not match its key');
  }
}

/** The id of the key a value is under (`undefined` for a value that is not encrypted). */
export function keyIdOf(value: string): string | undefined {
  const [format, id] = value.split('.');
  return format === FORMAT ? id : undefined;
}

/** HMAC-SHA-256 of `value` under the current key's lookup key, hex: what is stored to find the value. */
export const lookupHash = (keys: DataKeys, value: string) => hashUnder(keys.current, value);

/** The value's hash under every key of the ring: a search matches rows not yet rotated too. */
export const lookupHashes = (keys: DataKeys, value: string) => keys.all.map((k) => hashUnder(k, value));

const hashUnder = (key: DataKey, value: string) =>
  createHmac('sha256', key.lookup).update(value).digest('hex');

import type { Readable } from 'node:stream';

export interface StoredObjectInfo {
  size: number;
  contentType: string | undefined;
}

/** An object found by `list`. */
export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** Where uploaded files live. Keys are made by the server, never from user file names. */
export interface Storage {
  readonly kind: 's3' | 'local';
  /** Stores the bytes under the key, replacing any object there. */
  put(key: string, body: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** A stream of the bytes, or undefined when there is no such object. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Size and type, or undefined when there is no such object. */
  head(key: string): Promise<StoredObjectInfo | undefined>;
  /** Every object whose key starts with `prefix` (e.g. 'documents/'), a page at a time, in no set order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Throws when the store cannot be reached (for /readyz). */
  ping(): Promise<void>;
}

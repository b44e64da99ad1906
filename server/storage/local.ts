import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertKey } from './keys';
import type { Storage } from './types';

/** Files under one folder; the content type is kept beside each file. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, assertKey(key));
  const typeOf = (key: string) => `${fileOf(key)}.type`;

  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // write then rename, so a reader never sees half a file
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, body);
      await writeFile(typeOf(key), contentType);
      await rename(tmp, file);
    },
    async get(key): Promise<Readable | undefined> {
      const file = fileOf(key);
      try {
        await access(file);
      } catch {
        return undefined;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
      await rm(typeOf(key), { force: true });
    },
    async head(key) {
      // outside the try: a bad key is an error, not a missing object
      const file = fileOf(key);
      try {
        const info = await stat(file);
        let contentType: string | undefined;
        try {
          contentType = (await readFile(typeOf(key), 'utf8')).trim() || undefined;
        } catch {
          contentType = undefined;
        }
        return { size: info.size, contentType };
      } catch {
        return undefined;
      }
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root);
    },
  };
}

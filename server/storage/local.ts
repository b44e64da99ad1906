import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertKey, assertPrefix, isKey } from './keys';
import type { ListedObject, Storage } from './types';

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
    async *list(prefix): AsyncIterable<ListedObject> {
      // walk the deepest folder the prefix names, keep the keys that start with it
      const folder = assertPrefix(prefix).slice(0, prefix.lastIndexOf('/') + 1);
      let entries: string[];
      try {
        entries = await readdir(path.join(root, folder), { recursive: true });
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const key = folder + entry.split(path.sep).join('/');
        if (!key.startsWith(prefix) || !isKey(key)) continue;
        const info = await stat(path.join(root, key)).catch(() => undefined);
        if (info?.isFile()) yield { key, size: info.size, lastModified: info.mtime };
      }
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root);
    },
  };
}

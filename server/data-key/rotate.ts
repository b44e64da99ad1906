import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resealTotpSecrets } from '../auth/totp';
import { configOrExit, fail } from '../cli';
import { dataKeyFiles } from '../config';
import { DataDirInUse, type DataLock, lockDataDir } from '../data-lock';
import { openDatabase } from '../db/client';
import { resealOutboxSecrets } from '../mail/mailer';
import { resealSavedPortfolios } from '../portfolio/saved';
import { sealTravelRows } from '../travel/sealed';
import { DataKeyError, newDataKey } from './crypto';

/**
 * `npm run data-key:rotate` (`node dist/server/main.js rotate-data-key` in the image): re-encrypts every
 * sensitive value under the current key. With DATA_KEY set, the operator has already made the new key
 * DATA_KEY and the old one DATA_KEY_PREVIOUS on every instance; without it, the key kept in DATA_DIR is
 * replaced by a new one first (the old one waits in data-key.previous until every row is re-encrypted,
 * so an interrupted run leaves a server that still reads every row, and a second run finishes).
 */
export async function rotateDataKey(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const keyFromEnv = Boolean(env.DATA_KEY?.trim());
  let config = configOrExit(env);
  let lock: DataLock | undefined;
  try {
    // the embedded database is one process's: the server must be stopped
    if (!config.databaseUrl) lock = lockDataDir(config.dataDir);
    if (!keyFromEnv) {
      replaceKeyFile(config.dataDir);
      config = configOrExit(env);
    }
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
    let count: number;
    let secrets: number;
    let links: number;
    let portfolios: number;
    try {
      count = await sealTravelRows(database.db, config.dataKeys, 'all');
      secrets = await resealTotpSecrets(database.db, config.dataKeys);
      links = await resealOutboxSecrets(database.db, config.dataKeys);
      portfolios = await resealSavedPortfolios(database.db, config.dataKeys);
    } finally {
      await database.close();
    }
    if (!keyFromEnv) rmSync(dataKeyFiles(config.dataDir).previous, { force: true });
    console.log(
      `Re-encrypted ${count} travel requests, ${secrets} authenticator secrets, ${links} mailed links and ${portfolios} saved portfolios; every value is under data key ${config.dataKeys.current.id}.` +
        (env.DATA_KEY_PREVIOUS?.trim() ? ' Now remove DATA_KEY_PREVIOUS from every instance.' : ''),
    );
  } catch (error) {
    if (error instanceof DataDirInUse) fail(`data-key:rotate: stop the server first (${error.message})`);
    if (error instanceof DataKeyError)
      fail(`data-key:rotate: ${error.message}: set DATA_KEY_PREVIOUS to the key the rows are under`);
    throw error;
  } finally {
    lock?.release();
  }
}

/** Moves the kept key to data-key.previous and writes a new one (unless a run already did and was cut short). */
function replaceKeyFile(dataDir: string) {
  const files = dataKeyFiles(dataDir);
  const current = readFileSync(files.current, 'utf8');
  if (existsSync(files.previous) && readFileSync(files.previous, 'utf8') !== current) return;
  writeFileSync(files.previous, current, { mode: 0o600 });
  const next = `${files.current}.new`;
  writeFileSync(next, `${newDataKey()}\n`, { mode: 0o600 });
  renameSync(next, files.current);
}

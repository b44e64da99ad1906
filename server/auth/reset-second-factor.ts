import path from 'node:path';
import { configOrExit, fail } from '../cli';
import { DataDirInUse, type DataLock, lockDataDir } from '../data-lock';
import { openDatabase } from '../db/client';
import { resetSecondFactor } from './totp';

/**
 * `npm run admin:reset-second-factor -- USERNAME` (`node dist/server/main.js reset-second-factor
 * USERNAME` in the image): clears the user's authenticator, recovery codes and passkeys, for an
 * operator whose staff member lost every factor. Never a web path: whoever runs it holds the server.
 * The user then signs in with the password alone (an admin is led to set up a factor again).
 */
export async function resetSecondFactorCommand(
  username: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  if (!username) fail('usage: npm run admin:reset-second-factor -- USERNAME');
  const config = configOrExit(env);
  let lock: DataLock | undefined;
  try {
    // the embedded database is one process's: the server must be stopped
    if (!config.databaseUrl) lock = lockDataDir(config.dataDir);
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
    try {
      const user = await resetSecondFactor(database.db, username);
      if (!user) fail(`reset-second-factor: no user named ${username}`);
      console.log(
        `Cleared the authenticator, recovery codes and passkeys of ${user.username}; they sign in with the password now.`,
      );
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirInUse) fail(`reset-second-factor: stop the server first (${error.message})`);
    throw error;
  } finally {
    lock?.release();
  }
}

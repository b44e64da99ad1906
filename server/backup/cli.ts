// `npm run backup -- <dir>` / `npm run restore -- <dir>`: the database and the file store the
// environment names (the server's own configuration), into or from a backup folder.
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUse } from '../data-lock';
import { createStorage } from '../storage';
import { BackupError, backup, restore } from './backup';

const [command, dir] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !dir) {
  console.error('usage: npm run backup -- <folder>  |  npm run restore -- <folder>');
  process.exit(2);
}

try {
  const config = loadConfig();
  const source = {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    storage: await createStorage(config),
  };
  const started = performance.now();
  const result = command === 'backup' ? await backup(source, dir) : await restore(source, dir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `${command}: the ${result.database} database and ${result.files} files (${mb} MB) in ${seconds} s ${command === 'backup' ? '→' : '←'} ${dir}`,
  );
  process.exit(0);
} catch (error) {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUse;
  console.error(`${command} failed: ${known ? (error as Error).message : error}`);
  process.exit(1);
}

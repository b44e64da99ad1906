/** Starts the built server (dist/server/main.js) on a throwaway data folder, as every bench runs it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  child: ChildProcess;
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

interface StartOptions {
  /** unset: the embedded PGlite default, as `npm start` runs it */
  databaseUrl?: string | undefined;
  /** what scripts/serve.sh passes on to node: flags, then an entry in place of the server's own */
  args?: string[];
  /** more environment, over the bench's defaults */
  env?: NodeJS.ProcessEnv;
  /** 'pipe' to read the server's stderr (child.stderr); else it goes to the bench's */
  stderr?: 'inherit' | 'pipe';
}

/**
 * The environment of a benched server: production, rate limits off, warnings only, `dataDir` for its
 * files, and the database at `databaseUrl` (the bench's own DATABASE_URL never leaks in).
 */
export function benchEnv(port: number, dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** Spawns `command` and answers once its stdout has said `ready`; its stdout is read on, so it never stalls. */
export function spawnReady(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: string,
  stderr: 'inherit' | 'pipe' = 'inherit',
): Promise<ChildProcess> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', stderr] });
  // a new PGlite folder runs initdb: ~4 s on an idle machine, 30 s and more on a busy one
  const seconds = Number(process.env.BENCH_START_TIMEOUT_S ?? 180);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${args.join(' ')} did not start in ${seconds} s`));
    }, seconds * 1000);
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes(ready)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume(); // keep reading the logs, or a full pipe would stall the server
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** Ends `child` (SIGTERM) and waits for it. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startBuiltServer(port: number, options: StartOptions = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const env = { ...benchEnv(port, dataDir, options.databaseUrl), ...options.env };
  // run as the product runs (scripts/serve.sh: its flags and memory settings; the bench's own
  // environment may override them)
  const child = await spawnReady(
    'sh',
    ['scripts/serve.sh', ...(options.args ?? [])],
    env,
    'Serving on',
    options.stderr,
  ).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

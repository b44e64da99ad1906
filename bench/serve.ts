/** Starts the built server (dist/server/main.js) on a throwaway data folder for the browser and memory benches. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/** `databaseUrl` unset: the embedded PGlite default, as `npm start` runs it. */
export async function startBuiltServer(port: number, databaseUrl?: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
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
  // run as the product runs (its flags and memory settings); the bench's own environment may override
  const child = spawn('sh', ['scripts/serve.sh'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    // BENCH_START_TIMEOUT_S: a machine busy with other work can take longer than a minute to start
    const seconds = Number(process.env.BENCH_START_TIMEOUT_S ?? 60);
    const timer = setTimeout(() => reject(new Error(`server did not start in ${seconds} s`)), seconds * 1000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

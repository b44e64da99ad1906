// scripts/serve.sh: how the built server's process is started, with its Node flags and memory settings.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import playwrightConfig from '../playwright.config';

const root = path.resolve('.');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Runs scripts/serve.sh with `args` in place of the server's entry; its output as JSON. */
function serve(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync('sh', ['scripts/serve.sh', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  // a flag this Node does not know fails here: "node: bad option: …"
  if (run.status !== 0) throw new Error(`scripts/serve.sh exited with ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

const settings = [
  '--input-type=module',
  '-e',
  'console.log(JSON.stringify({ flags: process.execArgv.filter((a) => a.startsWith("--") && !a.startsWith("--input")), arena: process.env.MALLOC_ARENA_MAX, threshold: process.env.MALLOC_MMAP_THRESHOLD_ }))',
];

describe('scripts/serve.sh starts the built server', () => {
  it('with the embedded database: a lower heap growth and WebAssembly compiled once', () => {
    expect(serve(settings)).toEqual({
      flags: ['--max-semi-space-size=8', '--heap-growing-percent=50', '--liftoff-only'],
      arena: '2',
      threshold: '131072',
    });
  });

  it('with PostgreSQL (DATABASE_URL): the heap growth for a process of its own; the caller’s malloc settings win', () => {
    const env = { DATABASE_URL: 'postgres://db.example/app', MALLOC_ARENA_MAX: '4' };
    expect(serve(settings, env)).toEqual({
      flags: ['--max-semi-space-size=8', '--heap-growing-percent=100'],
      arena: '4',
      threshold: '131072',
    });
  });

  it('wherever the built server is started: npm start and serve, the Docker image, Playwright, the benches', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.serve).toBe('sh scripts/serve.sh');
    expect(scripts.start).toBe('npm run build && sh scripts/serve.sh');
    const dockerfile = read('Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime.match(/^CMD (.+)$/m)?.[1]).toBe('["sh", "scripts/serve.sh"]');
    if (process.env.E2E_TARGET !== 'dev') {
      // the dev server is not the product
      // the app is the server Playwright waits for at /healthz (beside it runs the mail drop), once the
      // run's data folder is prepared (e2e/prepare-run.ts)
      const servers = [playwrightConfig.webServer].flat() as { command: string; url?: string }[];
      expect(servers.find((server) => server.url?.endsWith('/healthz'))?.command).toMatch(
        /^node --import tsx \S+\/e2e\/prepare-run\.ts && sh scripts\/serve\.sh$/,
      );
    }
    // the benches start the built server through bench/serve.ts's startBuiltServer, or spawn the script
    expect(read('bench/serve.ts')).toMatch(/spawnReady\(\s*'sh',\s*\['scripts\/serve\.sh'/);
    for (const bench of ['bench/memory.ts', 'bench/run.ts', 'bench/first-load.ts'])
      expect(read(bench), bench).toMatch(/startBuiltServer\(/);
    expect(read('bench/server.ts')).toMatch(/\['scripts\/serve\.sh'/);
    // nothing sets V8 flags from inside the process any more
    expect(read('server/main.ts')).not.toMatch(/setFlagsFromString/);
    expect(read('server/db/client.ts')).not.toMatch(/setFlagsFromString/);
  });
});

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import playwrightConfig from '../playwright.config';
import { HEAP_GROWING_PERCENT, SERVER_ENV, SERVER_NODE_FLAGS } from './runtime-settings';

const root = path.resolve('.');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const envPrefix = Object.entries(SERVER_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');
const command = ['node', ...SERVER_NODE_FLAGS, 'dist/server/main.js'].join(' ');

describe('the built server runs with the memory settings wherever it is started', () => {
  it('npm start and npm run serve', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.serve).toBe(`${envPrefix} ${command}`);
    expect(scripts.start).toBe(`npm run build && ${envPrefix} ${command}`);
  });

  it('the Docker image (its ENV and CMD)', () => {
    const dockerfile = read('Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const env = runtime.match(/^ENV (.+)$/m)?.[1] ?? '';
    for (const [name, value] of Object.entries(SERVER_ENV))
      expect(env.split(/\s+/)).toContain(`${name}=${value}`);
    const cmd = runtime.match(/^CMD (.+)$/m)?.[1] ?? '';
    expect(JSON.parse(cmd)).toEqual(command.split(' '));
  });

  it("Playwright's web server", () => {
    const server = playwrightConfig.webServer as { command: string; env: Record<string, string> };
    if (process.env.E2E_TARGET === 'dev') return; // the dev server is not the product
    expect(server.command).toBe(command);
    expect(server.env).toMatchObject(SERVER_ENV);
  });

  it('the benches that start the built server', () => {
    for (const bench of ['bench/serve.ts', 'bench/memory.ts']) {
      const source = read(bench);
      expect(source, bench).toMatch(/spawn\(process\.execPath, \[[^\]]*\.\.\.SERVER_NODE_FLAGS/);
      expect(source, bench).toMatch(/\.\.\.SERVER_ENV,/);
    }
    const server = read('bench/server.ts');
    expect(server).toMatch(/spawnReady\(\[\.\.\.SERVER_NODE_FLAGS, 'dist\/server\/main\.js'\]/);
    expect(server).toMatch(/\.\.\.SERVER_ENV,/);
  });

  it('the entry sets the heap growth before it loads the app', () => {
    const main = read('server/main.ts');
    const applied = main.indexOf('applyHeapGrowth();');
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(main.indexOf("import('./start')"));
  });

  it('the embedded database sets the lower growth before PGlite starts', () => {
    const client = read('server/db/client.ts');
    const applied = client.indexOf('applyHeapGrowth(PGLITE_HEAP_GROWING_PERCENT);');
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(client.indexOf('new PGlite({'));
  });
});

describe('applyHeapGrowth', () => {
  // A live set and garbage that lives long enough to reach the old generation, as a loaded server has;
  // the largest heap V8 commits, with and without the setting, in a process run with the server's flags.
  const peakHeapMb = (apply: boolean) => {
    const script = `
      ${apply ? `const { applyHeapGrowth } = await import(${JSON.stringify(path.join(root, 'server/runtime-settings.ts'))}); applyHeapGrowth();` : ''}
      const live = [];
      for (let i = 0; i < 400_000; i++) live.push({ i, s: 'x' + i });
      let peak = 0;
      const recent = [];
      for (let round = 0; round < 300; round++) {
        recent.push(Array.from({ length: 20_000 }, (_, i) => ({ i, round })));
        if (recent.length > 40) recent.shift();
        peak = Math.max(peak, process.memoryUsage().heapTotal);
      }
      console.log(JSON.stringify({ peak: peak / 1048576, live: live.length }));
    `;
    const run = spawnSync(
      process.execPath,
      [...SERVER_NODE_FLAGS, '--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        cwd: root,
      },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    return (JSON.parse(run.stdout) as { peak: number }).peak;
  };

  it(`keeps the committed heap lower (growth ${HEAP_GROWING_PERCENT}% instead of V8's up to 300%)`, () => {
    const without = peakHeapMb(false);
    const withSetting = peakHeapMb(true);
    // measured without tsx: ~180-195 MB without, ~110 MB with
    expect(withSetting).toBeLessThan(without * 0.75);
  });
});

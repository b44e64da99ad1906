import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// scripts/patch-chakra.mjs (postinstall) run the way npm runs it, on copies of the installed files
const script = path.resolve('scripts/patch-chakra.mjs');
const installed = path.resolve('node_modules/@chakra-ui/react');
const files = [
  'package.json',
  'dist/esm/utils/memo.js',
  'dist/cjs/utils/memo.cjs',
  'dist/esm/styled-system/system.js',
  'dist/cjs/styled-system/system.cjs',
];

// what Chakra 3.37.0 ships, written out here so the test does not read it from the script under test
const memoSort: [patched: string, original: string][] = [
  ['const keys = Object.keys(value);', 'const keys = Object.keys(value).sort();'],
];
const lazyGlobal: [patched: string, original: string][] = [
  ['let _globalCss;', 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'],
  [
    '    get _global() {\n      return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
    '    _global,\n',
  ],
];
const mergedAsIs = (merge: string): [patched: string, original: string] => [
  `  const config = configs.length === 1 && configs[0]?.__merged === true ? configs[0] : ${merge};`,
  `  const config = ${merge};`,
];
const upstream: Record<string, [patched: string, original: string][]> = {
  'dist/esm/utils/memo.js': memoSort,
  'dist/cjs/utils/memo.cjs': memoSort,
  'dist/esm/styled-system/system.js': [...lazyGlobal, mergedAsIs('mergeConfigs(...configs)')],
  'dist/cjs/styled-system/system.cjs': [...lazyGlobal, mergedAsIs('mergeConfig.mergeConfigs(...configs)')],
};

let dir: string;
const read = (file: string) => readFile(path.join(dir, file), 'utf8');
const patch = () => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

/** Turns a copied (patched) file back into what `npm ci` unpacks. */
async function unpatch(file: string) {
  let source = await read(file);
  for (const [patched, original] of upstream[file] ?? []) {
    expect(source).toContain(patched);
    source = source.replace(patched, original);
  }
  await writeFile(path.join(dir, file), source);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'patch-chakra-'));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await cp(path.join(installed, file), path.join(dir, file));
  }
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the Chakra patch run at install', () => {
  it('finds the installed Chakra already patched and leaves it as it is', async () => {
    const before = await Promise.all(files.map(read));
    const run = patch();
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('patch-chakra: already applied\n');
    expect(await Promise.all(files.map(read))).toEqual(before);
  });

  it('patches freshly unpacked files into exactly the installed ones, and a second run is a no-op', async () => {
    const installedText = await Promise.all(files.map(read));
    for (const file of files.slice(1)) await unpatch(file);
    expect(await Promise.all(files.map(read))).not.toEqual(installedText);

    const first = patch();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout.trim().split('\n')).toHaveLength(4);
    expect(await Promise.all(files.map(read))).toEqual(installedText);

    const second = patch();
    expect(second.status).toBe(0);
    expect(second.stdout).toBe('patch-chakra: already applied\n');
  });

  it('stops the install with a message naming the file when the code is unrecognized, changing nothing', async () => {
    for (const file of files.slice(1)) await unpatch(file);
    // an upgraded Chakra: the memo key line is different, the other files still match
    const memo = 'dist/cjs/utils/memo.cjs';
    await writeFile(
      path.join(dir, memo),
      (await read(memo)).replace('Object.keys(value).sort();', 'Object.keys(value).toSorted();'),
    );
    const before = await Promise.all(files.map(read));

    const run = patch();
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^patch-chakra: FAILED/);
    expect(run.stderr).toContain(
      `"chakra-ui#10952": ${memo}: expected "const keys = Object.keys(value).sort();"`,
    );
    expect(run.stderr).toContain('hydration mismatches');
    expect(run.stderr).not.toContain('lazy global CSS');
    expect(await Promise.all(files.map(read))).toEqual(before);
  });

  it('fails when a file it patches is gone or Chakra is not installed', async () => {
    await rm(path.join(dir, 'dist/esm/styled-system/system.js'));
    const run = patch();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('"lazy global CSS": dist/esm/styled-system/system.js does not exist');

    await rm(path.join(dir, 'package.json'));
    expect(patch().stderr).toMatch(/@chakra-ui\/react is not installed in /);
  });
});

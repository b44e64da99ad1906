import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const script = path.resolve('scripts/preflight.mjs');

it('passes on this machine, which has what npm test needs', () => {
  const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

it('stops at once with one line naming what is missing and how to install it', () => {
  const bare = mkdtempSync(path.join(tmpdir(), 'agency-preflight-'));
  try {
    const run = spawnSync(process.execPath, [script], { cwd: bare, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm test: the dependencies are not installed: run npm ci');
  } finally {
    rmSync(bare, { recursive: true });
  }
});

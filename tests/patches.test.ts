import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';

// `npm ci` applies patches/*.patch (postinstall: patch-package). After an upgrade that drops a change,
// or an install that skipped the postinstall, these fail: the fix would otherwise be silently gone.

const patchDir = path.resolve('patches');
const patchFiles = readdirSync(patchDir).filter((file) => file.endsWith('.patch'));

interface Hunk {
  file: string;
  before: string;
  after: string;
}

/** The hunks of a unified diff: each file's text before and after the change, context included. */
function hunks(diff: string): Hunk[] {
  const found: { file: string; before: string[]; after: string[] }[] = [];
  let file = '';
  let current: (typeof found)[number] | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) current = undefined;
    else if (!current && line.startsWith('+++ b/')) file = line.slice('+++ b/'.length);
    else if (line.startsWith('@@ ')) {
      current = { file, before: [], after: [] };
      found.push(current);
    } else if (current && line.startsWith(' ')) {
      current.before.push(line.slice(1));
      current.after.push(line.slice(1));
    } else if (current && line.startsWith('-')) current.before.push(line.slice(1));
    else if (current && line.startsWith('+')) current.after.push(line.slice(1));
  }
  return found.map((h) => ({ file: h.file, before: h.before.join('\n'), after: h.after.join('\n') }));
}

describe('the installed packages carry the patches in patches/', () => {
  it('has the patches for Chakra and postgres.js, each named in patches/README.md', () => {
    expect(patchFiles).toEqual(
      expect.arrayContaining(['@chakra-ui+react+3.37.0.patch', 'postgres+3.4.9.patch']),
    );
    const readme = readFileSync(path.join(patchDir, 'README.md'), 'utf8');
    for (const file of patchFiles) expect(readme, file).toContain(`\`${file}\``);
  });

  it.each(patchFiles)('%s: the installed version is the one patched, with every hunk applied', (file) => {
    // patch-package names a patch <package name, "/" written "+">+<version>.patch
    const parts = file.replace(/\.patch$/, '').split('+');
    const version = parts.pop();
    const name = parts.join('/');
    const manifest = JSON.parse(readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8'));
    expect(manifest.version, `${name} was upgraded: check patches/README.md, then remake ${file}`).toBe(
      version,
    );

    const changes = hunks(readFileSync(path.join(patchDir, file), 'utf8'));
    expect(changes.length).toBeGreaterThan(0);
    for (const { file: target, before, after } of changes) {
      const installed = readFileSync(path.resolve(target), 'utf8');
      expect(installed, `${target} lacks the patched code`).toContain(after);
      expect(installed, `${target} still has the unpatched code`).not.toContain(before);
    }
  });
});

describe('Chakra as patched', () => {
  const system = createSystem(defaultBaseConfig);

  it('styles the same properties in another order with that order (chakra-ui#10952)', () => {
    // unpatched, the second call returns the first one's memoized result, keys in the first order
    expect(Object.keys(system.css({ color: 'red', fontSize: 'sm' }))).toEqual(['color', 'fontSize']);
    expect(Object.keys(system.css({ fontSize: 'sm', color: 'red' }))).toEqual(['fontSize', 'color']);
  });
});

// Two small changes to Chakra UI 3.37, applied on every `npm ci` / `npm install` (postinstall).
//
// 1. chakra-ui#10952: css() is memoized under a key built from *sorted* object keys while the
//    output keeps the caller's key order, so a long-running SSR server can hand out class names
//    the browser never computes (hydration mismatch). Fixed upstream by #10953 after 3.37; we are
//    pinned to 3.37 (3.38 needs an @ark-ui/react the registry lacks), so apply that one-line fix.
// 2. createSystem() builds the whole global stylesheet (preflight, global CSS, ~700 token
//    variables) eagerly: about half of createSystem's time in the browser, for CSS the server has
//    already put into the page. It becomes a getter, computed when first read — on the server, by
//    ChakraProvider; the browser never reads it (browserSystem in src/theme/system.ts).
// 3. createSystem() starts with mergeConfigs(), deep copies of every config given (a third of what is
//    left of its time in the browser). A config that mergeConfigs() already made, passed alone and marked
//    `__merged`, is taken as it is: the browser merges in a task of its own, then builds the system in the
//    next (src/theme/system.ts), so neither task blocks the page for long on a phone.
//
// Already applied (a second `npm install`) is success. Code that is neither the original nor the
// patched one (Chakra was upgraded) stops the install with exit code 1 and writes nothing: a warning
// scrolls by unread and the fix would be silently gone.
//
// Usage: node scripts/patch-chakra.mjs [folder of @chakra-ui/react]   (default: ./node_modules/@chakra-ui/react)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '..', 'node_modules', '@chakra-ui', 'react'),
);

const patches = [
  {
    name: 'chakra-ui#10952',
    why: 'without it a long-running server renders class names the browser never computes (hydration mismatches)',
    files: ['dist/esm/utils/memo.js', 'dist/cjs/utils/memo.cjs'],
    edits: [['const keys = Object.keys(value).sort();', 'const keys = Object.keys(value);']],
  },
  {
    name: 'lazy global CSS',
    why: 'without it the browser builds ~700 CSS variables it never uses (createSystem twice as slow)',
    files: ['dist/esm/styled-system/system.js', 'dist/cjs/styled-system/system.cjs'],
    edits: [
      ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _globalCss;'],
      [
        '    _global,\n',
        '    get _global() {\n      return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
      ],
    ],
  },
  ...[
    ['dist/esm/styled-system/system.js', 'mergeConfigs(...configs)'],
    ['dist/cjs/styled-system/system.cjs', 'mergeConfig.mergeConfigs(...configs)'],
  ].map(([file, merge]) => ({
    name: 'merged config as is',
    why: 'without it the browser builds the design system in one task a third longer',
    files: [file],
    edits: [
      [
        `  const config = ${merge};`,
        `  const config = configs.length === 1 && configs[0]?.__merged === true ? configs[0] : ${merge};`,
      ],
    ],
  })),
];

const occurrences = (text, part) => text.split(part).length - 1;
const firstLine = (code) => code.trim().split('\n')[0];

const manifest = path.join(root, 'package.json');
if (!existsSync(manifest)) {
  console.error(`patch-chakra: FAILED, @chakra-ui/react is not installed in ${root}`);
  process.exit(1);
}
const installed = JSON.parse(readFileSync(manifest, 'utf8')).version;

const problems = [];
const writes = [];
for (const { name, why, files, edits } of patches) {
  for (const file of files) {
    const full = path.join(root, file);
    if (!existsSync(full)) {
      problems.push({ name, why, text: `${file} does not exist` });
      continue;
    }
    // a file that an earlier patch changed: its changes so far, not the file on disk
    const pending = writes.find((w) => w.full === full);
    let source = pending?.source ?? readFileSync(full, 'utf8');
    let changed = false;
    for (const [from, to] of edits) {
      const found = occurrences(source, from);
      if (found === 1) {
        source = source.replace(from, () => to);
        changed = true;
      } else if (found === 0 && source.includes(to)) {
        // applied by an earlier install
      } else {
        const what = found > 1 ? `${found} times` : 'neither it nor the patched code is there';
        problems.push({ name, why, text: `${file}: expected "${firstLine(from)}" once, ${what}` });
      }
    }
    if (changed && pending) Object.assign(pending, { source, name: `${pending.name}, ${name}` });
    else if (changed) writes.push({ full, file, name, source });
  }
}

if (problems.length > 0) {
  const reasons = new Map(problems.map((p) => [p.name, p.why]));
  const lines = [
    `patch-chakra: FAILED, the install stops and nothing was changed. These patches were written for @chakra-ui/react 3.37.0; the one in ${root} (${installed}) has other code:`,
    ...problems.map((p) => `  - "${p.name}": ${p.text}`),
    ...[...reasons].map(([name, why]) => `  "${name}" matters: ${why}.`),
    'Check whether this Chakra version still needs each change (see the comments at the top of scripts/patch-chakra.mjs), then update or remove it there.',
  ];
  console.error(lines.join('\n'));
  process.exit(1);
}

for (const { full, file, name, source } of writes) {
  writeFileSync(full, source);
  console.log(`patch-chakra: patched ${file} (${name})`);
}
if (writes.length === 0) console.log('patch-chakra: already applied');

// Two small changes to Chakra UI 3.37, applied on every `npm ci` / `npm install` (postinstall).
// Idempotent; each warns when upstream code changed so the patch no longer applies.
//
// 1. chakra-ui#10952: css() is memoized under a key built from *sorted* object keys while the
//    output keeps the caller's key order, so a long-running SSR server can hand out class names
//    the browser never computes (hydration mismatch). Fixed upstream by #10953 after 3.37; we are
//    pinned to 3.37 (3.38 needs an @ark-ui/react the registry lacks), so apply that one-line fix.
// 2. createSystem() builds the whole global stylesheet (preflight, global CSS, ~700 token
//    variables) eagerly: about half of createSystem's time in the browser, for CSS the server has
//    already put into the page. It becomes a getter, computed when first read — on the server, by
//    ChakraProvider; the browser never reads it (browserSystem in src/theme/system.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const patches = [
  {
    name: 'chakra-ui#10952',
    files: [
      'node_modules/@chakra-ui/react/dist/esm/utils/memo.js',
      'node_modules/@chakra-ui/react/dist/cjs/utils/memo.cjs',
    ],
    edits: [['const keys = Object.keys(value).sort();', 'const keys = Object.keys(value);']],
  },
  {
    name: 'lazy global CSS',
    files: [
      'node_modules/@chakra-ui/react/dist/esm/styled-system/system.js',
      'node_modules/@chakra-ui/react/dist/cjs/styled-system/system.cjs',
    ],
    edits: [
      ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _globalCss;'],
      [
        '    _global,\n',
        '    get _global() {\n      return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
      ],
    ],
  },
];

for (const { name, files, edits } of patches) {
  for (const file of files) {
    if (!existsSync(file)) continue;
    let source = readFileSync(file, 'utf8');
    let changed = false;
    for (const [from, to] of edits) {
      if (source.includes(from)) {
        source = source.replace(from, to);
        changed = true;
      } else if (!source.includes(to)) {
        console.warn(`patch-chakra: ${file} changed upstream; check whether "${name}" is still needed`);
      }
    }
    if (changed) {
      writeFileSync(file, source);
      console.log(`patched ${file} (${name})`);
    }
  }
}

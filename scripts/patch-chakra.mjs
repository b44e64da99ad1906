// Chakra UI 3.37 memoizes css() under a key built from *sorted* object keys while the output keeps
// the caller's key order, so a long-running SSR server can hand out class names the browser never
// computes (hydration mismatch; chakra-ui#10952, fixed upstream by #10953 after 3.37). We are pinned
// to 3.37 (3.38 needs an @ark-ui/react the registry lacks), so apply the upstream one-line fix.
// Idempotent; runs on every `npm ci` / `npm install` as postinstall.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const files = [
  'node_modules/@chakra-ui/react/dist/esm/utils/memo.js',
  'node_modules/@chakra-ui/react/dist/cjs/utils/memo.cjs',
];
const from = 'const keys = Object.keys(value).sort();';
const to = 'const keys = Object.keys(value);';

for (const file of files) {
  if (!existsSync(file)) continue;
  const source = readFileSync(file, 'utf8');
  if (source.includes(from)) {
    writeFileSync(file, source.replace(from, to));
    console.log(`patched ${file} (chakra-ui#10952)`);
  } else if (!source.includes(to)) {
    console.warn(`patch-chakra: ${file} changed upstream; check whether the patch is still needed`);
  }
}

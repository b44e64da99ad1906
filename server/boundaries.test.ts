import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const server = path.resolve('server');
const trpcFolder = path.join(server, 'trpc');
// the doors, the page renderer (it prefetches through the procedures) and the app that mounts them
// are the only code that may know tRPC
const allowed = [
  trpcFolder,
  path.join(server, 'rest'),
  path.join(server, 'pages'),
  path.join(server, 'app.ts'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every module a file imports: `import … from`, `export … from`, bare `import '…'` and `import('…')`. */
function importsOf(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].flatMap((m) => (m[1] ? [m[1]] : []));
}

const knowsTrpc = (file: string, specifier: string) =>
  specifier.startsWith('@trpc/') ||
  (specifier.startsWith('.') && path.resolve(path.dirname(file), specifier).startsWith(trpcFolder));

describe('the domain knows nothing of tRPC', () => {
  const files = sourceFiles(server).filter((f) => !allowed.some((a) => f === a || f.startsWith(`${a}/`)));

  it('reads the domain files', () => {
    expect(files).toContain(path.join(server, 'auth', 'service.ts'));
    expect(importsOf("import { x } from '../trpc/errors';\nimport('@trpc/server');")).toEqual([
      '../trpc/errors',
      '@trpc/server',
    ]);
  });

  it('has no import of @trpc/* or server/trpc outside the doors (server/trpc, server/rest, server/pages, server/app.ts)', () => {
    const offenders = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => knowsTrpc(file, specifier))
        .map((specifier) => `${path.relative(server, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside every compressible client file; the server sends them as they are. */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // also called after a failed build: a missing folder's ENOENT would hide the build's own error
      if (!outDir || !existsSync(outDir)) return;
      for (const file of walk(outDir).filter((f) => compressible.test(f) && !f.includes('.vite'))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Packages the server's build bundles (tree-shaken) instead of importing them from node_modules at run
 * time. Chakra's and Ark's entry points re-export every component, and Node evaluates all of them
 * (with zag's machines ~1,800 modules and ~25 MB of JS heap, used or not); lucide-react's CommonJS
 * entry builds all of its ~1,700 icons (~7 MB). React, Emotion and the rest stay external, so there is one copy of
 * each context. The build reads the installed (patched, patches/) files. Build only: the
 * dev server keeps loading them from node_modules.
 */
const SSR_BUNDLED = [/^@chakra-ui\//, /^@ark-ui\//, /^@zag-js\//, 'lucide-react'];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), precompress()],
  ssr: command === 'build' ? { noExternal: SSR_BUNDLED } : undefined,
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // single theme modules, bypassing the barrel (see src/theme/chakra-theme.ts)
      'chakra-theme': fileURLToPath(
        new URL('./node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url),
      ),
    },
  },
  // the server renders the HTML: no index.html; the browser entry is src/render/entry-client.tsx
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: {
          input: 'src/render/entry-client.tsx',
          // zag's anatomies (createAnatomy('menu').parts(…).build()) have no side effects: without this
          // every Chakra component's anatomy is built in the first load, used or not
          // Emotion imports hoist-non-react-statics (and through it react-is) only for `withTheme`, which
          // nothing here uses; both are CommonJS, so the bundler keeps them for possible side effects
          // they do not have (~1 kB gzip in the first load). @trpc/client's index re-exports its WebSocket
          // link, whose module ends in a static-field assignment (`_defineProperty(WsConnection, …)`): read
          // as a side effect, it kept the whole unused connection class (0.9 kB gzip in the first load)
          treeshake: {
            manualPureFunctions: ['createAnatomy'],
            moduleSideEffects: [
              { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
              { test: /[\\/]node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false },
            ],
          },
          output: {
            // Everything the entry imports statically goes into one 'app' chunk. Left alone, the
            // bundler splits what the entry shares with lazy pages into ~20 small chunks, each one more
            // request before hydration. Not following dependencies keeps code that only lazy chunks
            // use (the toast machine behind createToaster, say) out of the first load.
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }],
            },
          },
        },
      },
}));

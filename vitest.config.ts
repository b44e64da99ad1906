import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the app's own import aliases (vite.config.ts), for tests of modules that use them
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // single Chakra theme modules, as in vite.config.ts (src/theme/chakra-theme.ts)
      'chakra-theme': fileURLToPath(
        new URL('./node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url),
      ),
    },
  },
  test: {
    include: ['server/**/*.test.ts', 'src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // PGlite is WebAssembly: a process per worker keeps its memory apart and ends cleanly
    pool: 'forks',
    maxWorkers: 2,
    globalSetup: ['tests/global-setup.ts'],
    // generous: the machines are shared, and a loaded one is slow rather than wrong
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // the session secret and the admin bootstrap read the environment; tests pass their own
    env: { NODE_ENV: 'test' },
  },
});

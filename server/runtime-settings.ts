// How the production server's process is run, in one place. The settings keep its memory near what it
// holds live (README, "Memory"): none is a hard cap, so a burst can still take what it needs.
// runtime-settings.test.ts checks that every way of starting the built server uses them: package.json's
// `serve`/`start`, the Dockerfile, Playwright's web server and the benches.
import v8 from 'node:v8';

/**
 * Node flags on the command line. New space is two semi-spaces that V8 grows to 16 MB each under load
 * (32 MB committed for objects that mostly die young); 8 MB each keeps 16 MB less committed for a few
 * more scavenges. It cannot be set from inside the process (V8 sizes the heap when it starts).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'] as const;

/**
 * Environment that glibc's malloc reads when the process starts (ignored by other C libraries).
 * - MALLOC_ARENA_MAX: glibc gives threads that allocate at the same time arenas of their own (up to 8
 *   per core) and keeps what they free; compression and hashing run on libuv's threads. Two: ~20 MB
 *   less RSS under load.
 * - MALLOC_MMAP_THRESHOLD_: blocks from this size up get pages of their own, returned to the system when
 *   freed. Left alone, glibc raises the threshold to the largest block freed so far, so the page buffers
 *   (gzip, brotli, Buffers of 100–150 kB pages) end up in the arenas, which keep their high-water mark:
 *   on PGlite RSS reached 353 MB after a minute of load, 234 MB with a fixed threshold (64 kB).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/**
 * V8 lets the old generation grow to up to 4× what survived the last full collection when allocation
 * is fast (a loaded server: ~40 MB live, 150–250 MB committed). A fixed 2× keeps it nearer the live set
 * for more frequent, short collections: on PostgreSQL, −130 MB of RSS under load for ~9% fewer requests
 * per CPU second (1.5×: −145 MB, ~25% fewer; README, "Memory"). Unlike --max-old-space-size it is no
 * limit, so there is no out-of-memory crash when the live set does grow. V8 reads it at every
 * collection, so setting it in-process before the app's modules load holds for the whole run, wherever
 * dist/server/main.js is started from (and it is not allowed in NODE_OPTIONS).
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * With the embedded database, PGlite's WebAssembly memory (~145 MB) shares the process, so the heap has
 * less room: 1.5×, for no measurable cost there (730 requests per CPU second, 729 before; the
 * database's own work dominates the CPU time). Set by server/db/client.ts when it opens PGlite.
 */
export const PGLITE_HEAP_GROWING_PERCENT = 50;

export function applyHeapGrowth(percent = HEAP_GROWING_PERCENT) {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

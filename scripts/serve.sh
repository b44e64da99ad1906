#!/bin/sh
# Starts the built server as production runs it: `npm start`, `npm run serve`, the Docker image,
# Playwright's web server and the benches all start it through this script. Arguments, if any, replace
# the entry (dist/server/main.js), with Node options before it: `sh scripts/serve.sh --expose-gc x.mjs`.
# The settings keep the process's memory near what it holds live; none is a hard cap, so a burst can
# still take what it needs. Node refuses a flag it does not know ("bad option"), so a Node upgrade that
# drops one fails at the start (tests/serve-script.test.ts starts it). What the settings save is measured
# by bench/memory.ts (RSS under a minute of load).

# glibc's malloc reads these when the process starts (other C libraries ignore them); a value the caller
# set wins.
# - MALLOC_ARENA_MAX: glibc gives threads that allocate at the same time arenas of their own (up to 8
#   per core) and keeps what they free; compression and hashing run on libuv's threads. Two: ~20 MB less
#   RSS under load.
# - MALLOC_MMAP_THRESHOLD_: blocks from this size up get pages of their own, returned to the system when
#   freed. Left alone, glibc raises the threshold to the largest block freed so far, so the page buffers
#   (gzip, brotli, Buffers of 100-150 kB pages) end up in the arenas, which keep their high-water mark:
#   on PGlite RSS reached 353 MB after a minute of load, 234 MB with a fixed threshold (measured at 64 kB).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"

# --max-semi-space-size=8: new space is two semi-spaces that V8 grows to 16 MB each under load (32 MB
#   committed for objects that mostly die young); 8 MB each keeps 16 MB less committed for a few more
#   scavenges.
# --heap-growing-percent: V8 lets the old generation grow to up to 4x what survived the last full
#   collection when allocation is fast (a loaded server: ~40 MB live, 150-250 MB committed). A fixed
#   growth keeps it nearer the live set for more frequent, short collections. Unlike
#   --max-old-space-size it is no limit: no out-of-memory crash when the live set does grow.
if [ -n "$DATABASE_URL" ]; then
  # PostgreSQL: 2x. -130 MB of RSS under load for ~9% fewer requests per CPU second (1.5x: -145 MB,
  # ~25% fewer).
  database_flags='--heap-growing-percent=100'
else
  # PGlite, the embedded database: its WebAssembly memory (~145 MB) shares the process, so the heap gets
  # less room, 1.5x, for no measurable cost there (730 requests per CPU second, 729 before; the
  # database's own work dominates). --liftoff-only: V8 compiles PGlite's WebAssembly twice, quickly
  # (Liftoff) and then its hot functions again, optimized (TurboFan); keeping only the first saves
  # ~45 MB of RSS with no measurable change in query time (0.93 against 0.89 ms a query). Nothing else
  # in the server is WebAssembly.
  database_flags='--heap-growing-percent=50 --liftoff-only'
fi

[ $# -gt 0 ] || set -- dist/server/main.js
# exec: node takes this shell's place (and its process id), so it gets the signals itself (docker stop)
# shellcheck disable=SC2086 # $database_flags is a list of flags
exec node --max-semi-space-size=8 $database_flags "$@"

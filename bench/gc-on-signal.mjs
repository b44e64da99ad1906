// Runs the built server with `--expose-gc`: on SIGUSR2 it collects garbage and prints its memory as one
// JSON line on stderr (bench/memory.ts reads it), so the bench can tell live memory from garbage.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const m = process.memoryUsage();
  process.stderr.write(`${JSON.stringify({ memory: m })}\n`);
});
await import('../dist/server/main.js');

/**
 * The cluster test (`npm run test:cluster` builds, then runs this): three instances of the built app
 * behind Caddy with deploy/Caddyfile, one PostgreSQL, one S3 server and a recording SMTP server. Checks
 * that the instances agree, then drills faults under load; prints a table and exits 1 on a failure.
 * Needs root, PostgreSQL's binaries and Caddy (Debian's packages). Ports: CLUSTER_PORT (4470) to +7.
 * CLUSTER_ONLY picks steps by their names' first words, comma-separated (`CLUSTER_ONLY=rolling` runs the
 * rolling-restart drill alone; default: every step).
 */
import { canRunPostgres } from '../pg-cluster';
import { lockout, rateLimits, sessionsAndLogout } from './checks-auth';
import { cacheInvalidation, idempotentSubmits, uploads } from './checks-data';
import { postgresRestart, rollingRestart, s3Outage } from './drills';
import { contactBurst, mailOnce } from './mail';
import { type Stack, startStack } from './stack';
import { formatTable, type Row } from './table';

if (!canRunPostgres)
  throw new Error('needs root and PostgreSQL binaries (initdb) to run a cluster of its own');

const only = process.env.CLUSTER_ONLY?.split(',').map((word) => word.trim().toLowerCase());
const rows: Row[] = [];
const step = async (name: string, run: () => Promise<Row | Row[]>) => {
  if (
    only &&
    !only.some((word) =>
      name
        .replace(/^drill: /, '')
        .toLowerCase()
        .startsWith(word),
    )
  )
    return;
  const started = Date.now();
  process.stdout.write(`${name}…`);
  const result = await run().catch(
    (error: Error): Row => ({ name, figures: `error: ${error.message}`, pass: false }),
  );
  rows.push(...[result].flat());
  process.stdout.write(` ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
};

const stack: Stack = await startStack(Number(process.env.CLUSTER_PORT ?? 4470));
try {
  rows.push({
    name: 'start together',
    figures: `3 instances on one empty database: ${stack.startFailures.length} exited at start${stack.startFailures.length ? ` (${stack.startFailures.join(' | ')}; started again)` : ''}`,
    pass: stack.startFailures.length === 0,
  });
  await step('sessions, logout', () => sessionsAndLogout(stack.instances));
  await step('lockout', () => lockout(stack.instances));
  await step('rate limits', () => rateLimits(stack.instances));
  await step('idempotent submits', () => idempotentSubmits(stack));
  await step('cache invalidation', () => cacheInvalidation(stack));
  await step('uploads', () => uploads(stack));
  await step('mail once', async () => {
    await contactBurst(stack);
    return mailOnce(stack, 'mail once');
  });
  // the rolling restart first: it judges the instances' own stop and start, and one request refused
  // by PostgreSQL as "shutting down" 18 s after the restart drill once failed it when it came last
  await step('drill: rolling restart', () => rollingRestart(stack));
  await step('drill: PostgreSQL restart', () => postgresRestart(stack));
  await step('drill: S3 outage', () => s3Outage(stack));
  await step('mail once (whole run)', () => mailOnce(stack, 'mail once (whole run)'));
} finally {
  await stack.stop().catch((error) => console.error('teardown:', error));
}
console.log(`\n${formatTable(rows)}\n\nlogs: ${stack.dir}`);
process.exitCode = rows.every((row) => row.pass) ? 0 : 1;

/**
 * The cluster: one PostgreSQL (a throwaway cluster, restarted by a drill), one S3 server (s3rver, stopped
 * and started by a drill), a recording SMTP server, three instances of the built app and Caddy in front.
 * Ports: CLUSTER_PORT (4470) and the next seven.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createS3Storage } from '../../server/storage/s3';
import type { Storage } from '../../server/storage/types';
import type { Agent } from '../agent';
import { type PostgresCluster, startPostgres } from '../pg-cluster';
import { runS3rver, s3Settings } from '../s3';
import { type Authenticator, setUpAuthenticator, signInWithFactor } from '../second-factor';
import { type SunkMail, startSmtpSink } from '../smtp-sink';
import { sendOf } from '../users';
import { createInstance, type Instance } from './instances';
import { type CaddyProxy, startProxy } from './proxy';

export const ADMIN = { username: 'cluster_admin', password: 'Drill-for-three-instances-4470' };

// the administrator's authenticator, set up at its first sign-in (as the admin area asks a new admin)
let adminFactor: Authenticator | undefined;

/** Signs `agent` in as the stack's administrator: the password, then the authenticator's code. */
export async function signInAsClusterAdmin(agent: Agent) {
  const send = sendOf(agent);
  adminFactor = await signInWithFactor(send, ADMIN, adminFactor);
  adminFactor ??= await setUpAuthenticator(send);
}

export interface Stack {
  dir: string;
  pg: PostgresCluster;
  s3: { storage: Storage; stop(): Promise<void>; start(): Promise<void> };
  mails: SunkMail[];
  /** when the database was out (drills push their windows): [from, to] in ms since the epoch */
  databaseOutages: [number, number][];
  instances: Instance[];
  proxy: CaddyProxy;
  /** how the three started together: those that exited at start, and why */
  startFailures: string[];
  stop(): Promise<void>;
}

export async function startStack(base: number): Promise<Stack> {
  const dir = await mkdtemp(path.join(tmpdir(), 'agency-cluster-'));
  const [appPorts, proxyPort, s3Port, smtpPort, pgPort, adminPort] = [
    [base, base + 1, base + 2],
    base + 3,
    base + 4,
    base + 5,
    base + 6,
    base + 7,
  ] as const;
  const pg = await startPostgres(pgPort);
  const s3Dir = path.join(dir, 's3');
  await mkdir(s3Dir);
  let s3rver = await runS3rver(s3Dir, s3Port);
  const settings = s3Settings(s3rver.endpoint);
  const sink = await startSmtpSink(smtpPort);
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATABASE_URL: pg.url,
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATA_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: sink.url,
    MAIL_FROM: 'no-reply@cluster.test',
    AGENCY_EMAIL: 'agency@cluster.test',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: 'cluster_admin@cluster.test',
    // the instances see the proxy's connections from 127.0.0.1 and believe only its X-Forwarded-For
    TRUST_PROXY: '127.0.0.1',
    // as the deployments set it: longer than deploy/Caddyfile's health_interval and health_timeout
    SHUTDOWN_DELAY: '8',
    LOG_LEVEL: 'warn',
  };
  const instances = appPorts.map((port, i) => {
    const name = 'ABC'[i] ?? String(i);
    return createInstance(name, port, { ...env, DATA_DIR: path.join(dir, name) }, dir);
  });
  // the three start together on an empty database, as a deployment's replicas do
  const started = await Promise.allSettled(instances.map((instance) => instance.start()));
  const startFailures: string[] = [];
  for (const [i, result] of started.entries()) {
    if (result.status === 'fulfilled') continue;
    const instance = instances[i] as Instance;
    startFailures.push(
      `${instance.name}: ${
        instance.crashes
          .at(-1)
          ?.tail.split('\n')
          .find((l) => l.trim()) ?? ''
      }`,
    );
    await instance.start();
  }
  const proxy = await startProxy({
    port: proxyPort,
    adminPort,
    upstreams: appPorts.map((port) => `127.0.0.1:${port}`),
    dir,
  });
  return {
    dir,
    pg,
    s3: {
      storage: createS3Storage(settings),
      stop: () => s3rver.close(),
      async start() {
        s3rver = await runS3rver(s3Dir, s3Port);
      },
    },
    mails: sink.mails,
    databaseOutages: [],
    instances,
    proxy,
    startFailures,
    async stop() {
      await proxy.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await sink.close();
      await s3rver.close().catch(() => {});
      await pg.remove();
    },
  };
}

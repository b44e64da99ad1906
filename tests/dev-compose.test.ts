// docker-compose.yml cannot be run here (no Docker engine): this checks that compose.dev.env, which
// `npm run dev:compose` reads, points the app at exactly the services the file starts.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import packageJson from '../package.json' with { type: 'json' };
import { CONFIG_VARIABLES } from '../server/config';

interface Service {
  environment?: Record<string, string>;
  ports?: string[];
  entrypoint?: string;
}
const services = (parse(readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, Service> })
  .services;
const env = parseEnv(readFileSync('compose.dev.env', 'utf8')) as Record<string, string>;
/** The host port that a service publishes for its container port. */
const published = (service: string, port: number) =>
  services[service]?.ports
    ?.map((p) => p.split(':'))
    .find((p) => Number(p.at(-1)) === port)
    ?.at(-2);

describe('docker-compose.yml and compose.dev.env', () => {
  it('names only variables the app reads', () => {
    expect(Object.keys(env).filter((name) => !CONFIG_VARIABLES.includes(name as never))).toEqual([]);
  });

  it('points DATABASE_URL at the PostgreSQL service, its user, password and database', () => {
    const url = new URL(env.DATABASE_URL ?? '');
    const db = services.db?.environment ?? {};
    expect([url.username, url.password, url.pathname.slice(1)]).toEqual([
      db.POSTGRES_USER,
      db.POSTGRES_PASSWORD,
      db.POSTGRES_DB,
    ]);
    expect(url.port).toBe(published('db', 5432));
  });

  it('points the S3 variables at MinIO, with its keys and the bucket the init job makes', () => {
    const minio = services.minio?.environment ?? {};
    expect(env.S3_ACCESS_KEY_ID).toBe(minio.MINIO_ROOT_USER);
    expect(env.S3_SECRET_ACCESS_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    expect(new URL(env.S3_ENDPOINT ?? '').port).toBe(published('minio', 9000));
    expect(services['minio-init']?.entrypoint).toContain(
      `${minio.MINIO_ROOT_USER} ${minio.MINIO_ROOT_PASSWORD}`,
    );
    expect(services['minio-init']?.entrypoint).toContain(`local/${env.S3_BUCKET}`);
  });

  it('sends mail to Mailpit, and npm run dev:compose reads the file', () => {
    expect(new URL(env.SMTP_URL ?? '').port).toBe(published('mailpit', 1025));
    expect(packageJson.scripts['dev:compose']).toContain('--env-file=compose.dev.env');
    expect(packageJson.scripts['dev:compose']).toContain('server/dev.ts');
  });
});

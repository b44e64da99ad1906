import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { dataKeys, parseDataKey } from './data-key/crypto';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'agency-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const secret = 'a-session-secret-of-at-least-32-characters';
const s3 = {
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'uploads',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('runs on the embedded defaults with no configuration', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      databaseUrl: undefined,
      s3: undefined,
      admin: undefined,
      rateLimit: true,
      trustProxy: { hops: 0 },
      shutdownTimeoutMs: 10_000,
      logLevel: 'info',
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/app' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['S3_BUCKET', { S3_ENDPOINT: 'http://minio:9000' }],
    ['S3_SECRET_ACCESS_KEY', { ...s3, S3_SECRET_ACCESS_KEY: '' }],
    ['S3_ENDPOINT', { ...s3, S3_ENDPOINT: 'minio' }],
    ['S3_FORCE_PATH_STYLE', { ...s3, S3_FORCE_PATH_STYLE: 'sometimes' }],
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '80.5' }],
    ['RATE_LIMIT', { RATE_LIMIT: 'maybe' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://example.com' }],
    ['ADMIN_PASSWORD', { ADMIN_USERNAME: 'boss' }],
    ['ADMIN_USERNAME', { ADMIN_PASSWORD: 'long-enough-password' }],
    ['ADMIN_PASSWORD', { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' }],
    ['ADMIN_EMAIL', { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'long-enough-password', ADMIN_EMAIL: 'boss' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['AGENCY_EMAIL', { AGENCY_EMAIL: 'office' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: '11' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1, proxy.internal' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/8/1' }],
    ['SHUTDOWN_TIMEOUT', { SHUTDOWN_TIMEOUT: 'soon' }],
    ['SHUTDOWN_TIMEOUT', { SHUTDOWN_TIMEOUT: '0' }],
    ['SHUTDOWN_TIMEOUT', { SHUTDOWN_TIMEOUT: '301' }],
    ['SHUTDOWN_DELAY', { SHUTDOWN_DELAY: '-1' }],
    ['SHUTDOWN_DELAY', { SHUTDOWN_DELAY: '61' }],
  ])('stops with a ConfigError naming %s', (variable, env) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable}: `)).toBe(true);
    expect(error.message).not.toContain('\n');
  });

  it('requires SESSION_SECRET in production with DATABASE_URL', () => {
    const error = errorOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' });
    expect(error.variable).toBe('SESSION_SECRET');
    const ok = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      SESSION_SECRET: secret,
      DATA_KEY: randomBytes(32).toString('base64'),
    });
    expect(ok.sessionSecret).toBe(secret);
  });

  it('requires DATA_KEY in production with DATABASE_URL, and reads it as 32 bytes of base64', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', SESSION_SECRET: secret };
    const error = errorOf(production);
    expect(error.variable).toBe('DATA_KEY');
    expect(error.message).toBe('DATA_KEY: is required when DATABASE_URL is set and NODE_ENV=production');
    expect(errorOf({ DATA_KEY: randomBytes(16).toString('base64') }).variable).toBe('DATA_KEY');
    expect(errorOf({ DATA_KEY_PREVIOUS: 'not-a-key' }).variable).toBe('DATA_KEY_PREVIOUS');
    const key = randomBytes(32);
    const previous = randomBytes(32);
    const config = loadConfig({
      DATA_DIR: dataDir,
      ...production,
      DATA_KEY: key.toString('base64'),
      DATA_KEY_PREVIOUS: previous.toString('base64'),
    });
    expect(config.dataKeys).toEqual(dataKeys(key, previous));
  });

  it('generates a data key once into DATA_DIR (owner-only), reuses it, and never replaces an unreadable one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'agency-key-'));
    const first = loadConfig({ DATA_DIR: dir }).dataKeys;
    expect(loadConfig({ DATA_DIR: dir }).dataKeys).toEqual(first);
    const file = path.join(dir, 'data-key');
    expect(parseDataKey(await readFile(file, 'utf8'))).toEqual(first.current.encryption);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await writeFile(file, 'damaged\n');
    expect(errorOf({ DATA_DIR: dir }).variable).toBe('DATA_DIR');
    expect(await readFile(file, 'utf8')).toBe('damaged\n');
    await rm(dir, { recursive: true, force: true });
  });

  it('generates a secret once, keeps it in DATA_DIR and reuses it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'agency-secret-'));
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toBe(second);
    expect((await readFile(path.join(dir, 'session-secret'), 'utf8')).trim()).toBe(first);
    await rm(dir, { recursive: true, force: true });
  });

  it('replaces a kept secret that is too short', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'agency-secret-'));
    await writeFile(path.join(dir, 'session-secret'), 'short\n');
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret.length).toBeGreaterThanOrEqual(32);
    await rm(dir, { recursive: true, force: true });
  });

  it('names DATA_DIR when the secret cannot be kept there', async () => {
    const file = path.join(dataDir, 'a-file');
    await writeFile(file, 'not a folder');
    expect(errorOf({ DATA_DIR: path.join(file, 'sub') }).variable).toBe('DATA_DIR');
  });

  it('reads a full S3 configuration, with path-style addressing by default', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...s3 });
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir, ...s3, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(
      false,
    );
  });

  it('treats empty values as unset (compose files often pass VAR=)', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '',
      RATE_LIMIT: '',
      LOG_LEVEL: '',
      DATABASE_URL: '',
      S3_ENDPOINT: '',
      SESSION_SECRET: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      rateLimit: true,
      logLevel: 'info',
      databaseUrl: undefined,
      s3: undefined,
    });
  });

  it('reads SHUTDOWN_TIMEOUT in seconds', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT: '2.5' }).shutdownTimeoutMs).toBe(2500);
    expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT: '' }).shutdownTimeoutMs).toBe(10_000);
  });

  it('reads SHUTDOWN_DELAY in seconds, none by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DELAY: '5' }).shutdownDelayMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: dataDir }).shutdownDelayMs).toBe(0);
  });

  it('derives secure cookies and the public URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '8080', PUBLIC_URL: 'https://agency.example/' });
    expect(config.publicUrl).toBe('https://agency.example');
    expect(config.secureCookies).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMIT: 'off' }).rateLimit).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and networks', () => {
    const trustProxy = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(trustProxy('')).toEqual({ hops: 0 });
    expect(trustProxy('1')).toEqual({ hops: 1 });
    expect(trustProxy(' 10.0.0.0/8, 172.16.0.0/12 ,::1, fd00::/8 ')).toEqual({
      proxies: ['10.0.0.0/8', '172.16.0.0/12', '::1', 'fd00::/8'],
    });
  });

  it('builds the admin from ADMIN_* with an e-mail on the public host by default', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'Boss',
      ADMIN_PASSWORD: 'long-enough-password',
    });
    expect(config.admin).toEqual({
      username: 'Boss',
      password: 'long-enough-password',
      email: 'boss@localhost',
    });
  });
});

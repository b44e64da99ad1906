import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { agency } from '../src/content/agency';
import { type DataKeys, dataKeys, newDataKey, parseDataKey } from './data-key/crypto';

// an empty value (compose files often pass `VAR=`) means "not set"
const blank = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v;
const optional = z.preprocess(blank, z.string().optional());
const withDefault = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

const dataKeySchema = z
  .string()
  .refine((v) => parseDataKey(v) !== undefined, 'must be 32 bytes in base64 (openssl rand -base64 32)');

const EnvSchema = z.object({
  NODE_ENV: withDefault(oneOf(['development', 'production', 'test']).default('development')),
  PORT: withDefault(
    z.coerce
      .number({ error: 'must be a port number (0-65535)' })
      .int('must be a port number (0-65535)')
      .min(0, 'must be a port number (0-65535)')
      .max(65535, 'must be a port number (0-65535)')
      .default(3000),
  ),
  HOST: withDefault(z.string().default('0.0.0.0')),
  PUBLIC_URL: withDefault(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  DATA_DIR: withDefault(z.string().default('./data')),
  DATABASE_URL: withDefault(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  S3_ENDPOINT: withDefault(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: withDefault(oneOf(['true', 'false', '1', '0']).optional()),
  SESSION_SECRET: withDefault(z.string().min(32, 'must be at least 32 characters').optional()),
  DATA_KEY: withDefault(dataKeySchema.optional()),
  DATA_KEY_PREVIOUS: withDefault(dataKeySchema.optional()),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: withDefault(z.string().min(8, 'must be at least 8 characters').optional()),
  ADMIN_EMAIL: withDefault(z.email({ error: 'must be an e-mail address' }).optional()),
  SMTP_URL: withDefault(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// URL' }).optional()),
  MAIL_FROM: optional,
  AGENCY_EMAIL: withDefault(z.email({ error: 'must be an e-mail address' }).optional()),
  RATE_LIMIT: withDefault(oneOf(['on', 'off']).default('on')),
  TRUST_PROXY: optional,
  METRICS_TOKEN: withDefault(z.string().min(16, 'must be at least 16 characters').optional()),
  SHUTDOWN_TIMEOUT: withDefault(
    z.coerce
      .number({ error: 'must be a number of seconds (1-300)' })
      .min(1, 'must be a number of seconds (1-300)')
      .max(300, 'must be a number of seconds (1-300)')
      .default(10),
  ),
  SHUTDOWN_DELAY: withDefault(
    z.coerce
      .number({ error: 'must be a number of seconds (0-60)' })
      .min(0, 'must be a number of seconds (0-60)')
      .max(60, 'must be a number of seconds (0-60)')
      .default(0),
  ),
  LOG_LEVEL: withDefault(
    oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

/** Every environment variable the app reads (the deployment files pass each one). */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape);

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/**
 * Whose X-Forwarded-For to believe: the number of proxies in front of the app (each one's entry is
 * taken as the address of the one before), or the proxies' own addresses and networks. `{ hops: 0 }`
 * believes none: the client is the socket's address.
 */
export type TrustProxy = { hops: number } | { proxies: string[] };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  s3: S3Config | undefined;
  sessionSecret: string;
  /** encrypts ID and passport numbers and health answers at rest (server/data-key/) */
  dataKeys: DataKeys;
  admin: { username: string; password: string; email: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string; agencyEmail: string };
  rateLimit: boolean;
  trustProxy: TrustProxy;
  /** the bearer token GET /metrics asks for; unset, there is no /metrics */
  metricsToken: string | undefined;
  /** how long a SIGTERM waits for requests in flight before it closes their connections, in ms */
  shutdownTimeoutMs: number;
  /**
   * how long a stopping instance keeps serving, failing /readyz and closing every connection it answers
   * on, before it closes its port: the time a load balancer needs to stop sending to it, in ms
   */
  shutdownDelayMs: number;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

const S3_VARS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Parses the environment once; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'invalid');
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(e.DATA_DIR);

  const s3Set = S3_VARS.filter((name) => e[name] !== undefined);
  if (s3Set.length > 0 && s3Set.length < S3_VARS.length) {
    const missing = S3_VARS.find((name) => e[name] === undefined) ?? 'S3_ENDPOINT';
    throw new ConfigError(
      missing,
      `is required when ${s3Set.join(', ')} ${s3Set.length === 1 ? 'is' : 'are'} set`,
    );
  }
  const s3: S3Config | undefined =
    s3Set.length === S3_VARS.length
      ? {
          endpoint: e.S3_ENDPOINT as string,
          bucket: e.S3_BUCKET as string,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID as string,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
          forcePathStyle:
            e.S3_FORCE_PATH_STYLE === undefined ? true : ['true', '1'].includes(e.S3_FORCE_PATH_STYLE),
        }
      : undefined;

  if (e.ADMIN_USERNAME && !e.ADMIN_PASSWORD) {
    throw new ConfigError('ADMIN_PASSWORD', 'is required when ADMIN_USERNAME is set');
  }
  if (e.ADMIN_PASSWORD && !e.ADMIN_USERNAME) {
    throw new ConfigError('ADMIN_USERNAME', 'is required when ADMIN_PASSWORD is set');
  }

  let sessionSecret = e.SESSION_SECRET;
  if (!sessionSecret) {
    if (e.DATABASE_URL && e.NODE_ENV === 'production') {
      throw new ConfigError('SESSION_SECRET', 'is required when DATABASE_URL is set and NODE_ENV=production');
    }
    sessionSecret = readOrCreateSecret(dataDir);
  }

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    s3,
    sessionSecret,
    dataKeys: dataKeysOf(e, dataDir),
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? {
            username: e.ADMIN_USERNAME,
            password: e.ADMIN_PASSWORD,
            email: e.ADMIN_EMAIL ?? `${e.ADMIN_USERNAME.toLowerCase()}@${new URL(publicUrl).hostname}`,
          }
        : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
      agencyEmail: e.AGENCY_EMAIL ?? agency.email,
    },
    rateLimit: e.RATE_LIMIT === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT * 1000,
    shutdownDelayMs: e.SHUTDOWN_DELAY * 1000,
    logLevel: e.LOG_LEVEL,
  };
}

// a hop count ('1'), or addresses and CIDR networks ('10.0.0.0/8, ::1')
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return { hops: 0 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', 'a hop count must be at most 10');
    return { hops };
  }
  const proxies = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  for (const item of proxies) {
    const [address = '', prefix, extra] = item.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError(
        'TRUST_PROXY',
        `"${item}" is neither an address nor a network: give a hop count (1) or a list (10.0.0.0/8,::1)`,
      );
    }
  }
  return { proxies };
}

/** Where the embedded default keeps its data key, and the one a rotation is moving away from. */
export const dataKeyFiles = (dataDir: string) => ({
  current: path.join(dataDir, 'data-key'),
  previous: path.join(dataDir, 'data-key.previous'),
});

/**
 * DATA_KEY (and DATA_KEY_PREVIOUS during a rotation); unset, the key generated once into DATA_DIR (and
 * the previous one a rotation left there). Never generated for a production PostgreSQL: instances
 * sharing the database must share the key.
 */
function dataKeysOf(e: z.output<typeof EnvSchema>, dataDir: string): DataKeys {
  const files = dataKeyFiles(dataDir);
  if (e.DATA_KEY) {
    const previous = e.DATA_KEY_PREVIOUS ? parseDataKey(e.DATA_KEY_PREVIOUS) : undefined;
    return dataKeys(parseDataKey(e.DATA_KEY) as Buffer, ...(previous ? [previous] : []));
  }
  if (e.DATABASE_URL && e.NODE_ENV === 'production') {
    throw new ConfigError('DATA_KEY', 'is required when DATABASE_URL is set and NODE_ENV=production');
  }
  try {
    const current = keyInFile(files.current) ?? createDataKeyFile(dataDir, files.current);
    const previous = e.DATA_KEY_PREVIOUS ? parseDataKey(e.DATA_KEY_PREVIOUS) : keyInFile(files.previous);
    return dataKeys(current, ...(previous ? [previous] : []));
  } catch (error) {
    throw new ConfigError('DATA_DIR', `cannot keep the data key in ${dataDir} (${(error as Error).message})`);
  }
}

const keyInFile = (file: string) => (existsSync(file) ? parseDataKey(readFileSync(file, 'utf8')) : undefined);

function createDataKeyFile(dataDir: string, file: string): Buffer {
  // a file that is there but unreadable as a key is never replaced: rows may be encrypted under it
  if (existsSync(file)) throw new Error(`${file} does not hold 32 bytes of base64`);
  mkdirSync(dataDir, { recursive: true });
  const key = newDataKey();
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return parseDataKey(key) as Buffer;
}

// The embedded default keeps a generated secret beside the data so sessions survive restarts.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    if (existsSync(file)) {
      const secret = readFileSync(file, 'utf8').trim();
      if (secret.length >= 32) return secret;
    }
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError(
      'DATA_DIR',
      `cannot keep the session secret in ${dataDir} (${(error as Error).message})`,
    );
  }
}

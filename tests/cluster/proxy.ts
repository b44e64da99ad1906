/**
 * Caddy (Debian's package) in front of the instances, from the deployment's own deploy/Caddyfile with
 * its two variables. The file is adapted to Caddy's JSON first only to move the admin endpoint to a
 * port of the run's (its default, :2019, may be taken by another Caddy on the machine).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CaddyProxy {
  url: string;
  stop(): Promise<void>;
}

export async function startProxy(options: {
  port: number;
  adminPort: number;
  upstreams: string[];
  dir: string;
}): Promise<CaddyProxy> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: options.dir,
    XDG_DATA_HOME: options.dir,
    XDG_CONFIG_HOME: options.dir,
    SITE_ADDRESS: `http://:${options.port}`,
    UPSTREAMS: options.upstreams.join(' '),
  };
  const adapted = JSON.parse(
    execFileSync('caddy', ['adapt', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
      env,
      encoding: 'utf8',
    }),
  );
  adapted.admin = { listen: `127.0.0.1:${options.adminPort}` };
  if (process.env.CLUSTER_CADDY_DEBUG) adapted.logging = { logs: { default: { level: 'DEBUG' } } };
  const config = path.join(options.dir, 'caddy.json');
  await writeFile(config, JSON.stringify(adapted));
  const log = createWriteStream(path.join(options.dir, 'caddy.log'));
  const child: ChildProcess = spawn('caddy', ['run', '--config', config], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${options.port}`;
  // serving once an instance behind it answers through it
  const until = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > until) throw new Error('Caddy did not start: see caddy.log');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// deploy/Caddyfile is the one reverse proxy configuration (docker compose, the cluster test). Checked
// with Caddy itself when it is installed (apt-get install caddy; CI installs it).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const CADDYFILE = 'deploy/Caddyfile';
const UPSTREAMS = ['app-1:3000', 'app-2:3000', '10.0.0.7:3000'];

function caddyVersion(): string | undefined {
  try {
    return execFileSync('caddy', ['version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}
const version = caddyVersion();
if (!version) console.warn(`caddy is not installed: ${CADDYFILE} is not checked (apt-get install caddy)`);

const caddy = (command: 'validate' | 'adapt', siteAddress: string) =>
  execFileSync('caddy', [command, '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SITE_ADDRESS: siteAddress, UPSTREAMS: UPSTREAMS.join(' ') },
  });

interface Handler {
  handler: string;
  upstreams?: { dial: string }[];
  health_checks?: { active?: { uri?: string } };
}

describe.skipIf(!version)(`${CADDYFILE} (Caddy ${version})`, () => {
  it.each([':8080', 'agency.example'])('is valid with SITE_ADDRESS=%s', (address) => {
    expect(() => caddy('validate', address)).not.toThrow();
  });

  it('proxies to every instance of UPSTREAMS, checked on /readyz', () => {
    const config = JSON.parse(caddy('adapt', ':8080'));
    const handlers: Handler[] = config.apps.http.servers.srv0.routes.flatMap(
      (route: { handle: Handler[] }) => route.handle,
    );
    const proxy = handlers.find((h) => h.handler === 'reverse_proxy');
    expect(proxy?.upstreams?.map((u) => u.dial)).toEqual(UPSTREAMS);
    expect(proxy?.health_checks?.active?.uri).toBe('/readyz');
  });
});

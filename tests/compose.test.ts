// deploy/compose.yaml cannot be run here (no Docker engine): this checks what ties it to the app, to
// deploy/Caddyfile and to deploy/.env.example.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../server/config';

interface Service {
  image?: string;
  build?: unknown;
  restart?: string;
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  stop_grace_period?: string;
}
const text = readFileSync('deploy/compose.yaml', 'utf8');
const compose = parse(text) as { services: Record<string, Service> };
const services = compose.services;
const apps = Object.entries(services).filter(([, s]) => s.build !== undefined);

describe('deploy/compose.yaml', () => {
  it('runs two instances of the app, each given every variable the app reads', () => {
    expect(apps.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    for (const [, app] of apps) {
      expect(CONFIG_VARIABLES.filter((v) => !(v in (app.environment ?? {})))).toEqual([]);
      // Caddy is the one proxy in front
      expect(app.environment?.TRUST_PROXY).toBe(1);
      expect(app.healthcheck?.test.join(' ')).toContain('/readyz');
      expect(Number(app.environment?.SHUTDOWN_DELAY)).toBeGreaterThan(0);
      expect(Number.parseInt(app.stop_grace_period ?? '', 10)).toBeGreaterThan(
        Number(app.environment?.SHUTDOWN_DELAY) + Number(app.environment?.SHUTDOWN_TIMEOUT),
      );
    }
  });

  it('puts Caddy with deploy/Caddyfile in front of both instances', () => {
    const caddy = services.caddy;
    expect(caddy?.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(String(caddy?.environment?.UPSTREAMS).split(' ')).toEqual(
      apps.map(([name, app]) => `${name}:${app.environment?.PORT}`),
    );
    expect(caddy?.environment?.SITE_ADDRESS).toBeDefined();
  });

  it('restarts every long-running service', () => {
    const oneShot = ['minio-init'];
    for (const [name, service] of Object.entries(services)) {
      expect(service.restart, name).toBe(oneShot.includes(name) ? 'no' : 'unless-stopped');
    }
  });

  it('names in deploy/.env.example every variable it requires', () => {
    const example = readFileSync('deploy/.env.example', 'utf8');
    const required = [...text.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1] as string);
    expect(required.length).toBeGreaterThan(0);
    expect(required.filter((v) => !new RegExp(`^${v}=`, 'm').test(example))).toEqual([]);
  });
});

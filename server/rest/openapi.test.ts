/**
 * The /api door's OpenAPI 3.1 document: served at /api/openapi.json, made from the rows of the door, and
 * valid by Redocly's recommended rules (an error of the linter fails the test).
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { restRoutes } from './routes';

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the served JSON, read by its paths
let doc: any;
let served: Response;

beforeAll(async () => {
  t = await createTestApp();
  served = await t.app.request('/api/openapi.json');
  doc = await served.clone().json();
});
afterAll(() => t.close());

const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

describe('GET /api/openapi.json', () => {
  it('is public and cacheable JSON', () => {
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/json');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('passes the OpenAPI linter with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: '/openapi.json',
      config,
    });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('has every row of the door, and nothing else', () => {
    const rows = restRoutes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`).sort();
    const operations = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item as object).map((method) => `${method} ${path}`))
      .sort();
    expect(operations).toEqual(rows);
  });

  it('has an answer schema for the procedure behind every row', () => {
    const withoutOutput = restRoutes
      .filter((r) => !(r.procedureDef as unknown as { _def: { output?: unknown } })._def.output)
      .map((r) => `${r.method} /api${r.path} → ${r.procedure}`);
    expect(withoutOutput).toEqual([]);
  });

  it("declares each row's success status", () => {
    expect(Object.keys(doc.paths['/api/auth/register']?.post?.responses ?? {})).toContain('201');
    expect(Object.keys(doc.paths['/api/auth/forgot-password']?.post?.responses ?? {})).toContain('202');
    expect(Object.keys(doc.paths['/api/newsletter/subscribe']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201']),
    );
  });

  it("publishes the procedures' answers: a date as a date-time string, a 404-on-null answer as the record", () => {
    const post = doc.paths['/api/blog/{slug}'].get.responses['200'].content['application/json'].schema;
    expect(post.type).toBe('object');
    expect(post.properties.createdAt).toEqual({ type: 'string', format: 'date-time' });
    expect(post.properties.related.items.required).toContain('slug');
    const page = doc.paths['/api/blog'].get.responses['200'];
    expect(page.content['application/json'].schema.type).toBe('array');
    expect(page.headers['X-Total-Count']).toBeDefined();
    const csv = doc.paths['/api/admin/members.csv'].get.responses['200'].content;
    expect(Object.keys(csv)).toEqual(['text/csv']);
  });
});

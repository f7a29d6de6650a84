/**
 * GET /api/openapi.json: the OpenAPI document generated from the route schemas is a valid OpenAPI 3.1 document and
 * describes every /api route of the app (as the app itself lists them), and nothing outside /api.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createApi, type TestApi } from './test-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createApi({}, { seed: false });
});
afterAll(async () => {
  await api.close();
});

interface OpenApiDoc {
  openapi: string;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses?: Record<string, unknown> }>>;
}

/** A Fastify route URL as an OpenAPI path: `:name(regex)` and `:name` → `{name}`, the escaped `::` → `:`. */
function openApiPath(url: string): string {
  return url
    .split('::')
    .map((part) => part.replace(/:(\w+)(\([^)]*\))?/g, '{$1}'))
    .join(':');
}

describe('the OpenAPI document', () => {
  it('when GET /api/openapi.json is asked, then it answers a valid OpenAPI 3.1 document', async () => {
    const r = await call(api.app, { method: 'GET', url: '/api/openapi.json' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const validator = new Validator();
    const res = await validator.validate(r.body as Record<string, unknown>);
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect((r.body as OpenApiDoc).openapi).toBe('3.1.0');
  });

  it('when the document is compared with the app, then it lists every /api route and nothing else', async () => {
    const doc = (await call(api.app, { method: 'GET', url: '/api/openapi.json' })).body as OpenApiDoc;
    const routes = api.app.routeList
      .filter((rt) => rt.url.startsWith('/api/') && rt.method !== 'HEAD' && rt.method !== 'OPTIONS')
      .map((rt) => `${rt.method.toLowerCase()} ${openApiPath(rt.url)}`)
      .sort();
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`)).sort();
    expect(routes.length).toBeGreaterThan(15);
    expect(documented).toEqual(routes);
  });

  it('when the placeOrder operation is read, then it has the path parameter, the request body and the answers', async () => {
    const doc = (await call(api.app, { method: 'GET', url: '/api/openapi.json' })).body as OpenApiDoc;
    const op = doc.paths['/api/v1/vendors/{vendor}:placeOrder']?.post;
    expect(op?.parameters).toEqual([expect.objectContaining({ name: 'vendor', in: 'path' })]);
    // the shared wire schemas are named components, referenced by the operations
    expect(JSON.stringify(op?.requestBody)).toContain('"#/components/schemas/PlaceOrderRequestInput"');
    expect(Object.keys(doc.components.schemas.PlaceOrderRequestInput?.properties ?? {})).toEqual(['requestId', 'order']);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '4XX']));
    const poll = doc.paths['/api/v1/vendors/{vendor}/orders:poll']?.get;
    expect(poll?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['orderId', 'pageSize', 'timeout', 'pageToken', 'startTime', 'vendor']));
  });
});

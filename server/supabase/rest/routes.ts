/**
 * PostgREST-compatible REST (/rest/v1) over the `public` schema. The routes turn each HTTP request into a plain
 * RestRequest (profile checked, identity verified) and the handler's RestResponse into the reply. Each handler runs
 * its statements in one transaction as the role of the request's JWT, so row-level security decides what it sees;
 * names are checked against the schema cache and every value is a bound parameter (sql-builder.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SupabaseContext } from '../context.ts';
import { readRows } from './read.ts';
import { checkProfile, identity, parsePrefer, queryParams, responseFormat, wantsSingle, type RestRequest, type RestResponse } from './request.ts';
import { callFunction } from './rpc.ts';
import { SchemaStore } from './schema-cache.ts';
import { insertRows, updateOrDeleteRows } from './write.ts';

function restRequest(ctx: SupabaseContext, req: FastifyRequest): RestRequest {
  const h = req.headers;
  checkProfile(h['accept-profile'], h['content-profile']);
  return {
    identity: identity(ctx, h.authorization, h.apikey),
    params: queryParams(req.url),
    prefs: parsePrefer(h.prefer),
    single: wantsSingle(h.accept),
    format: responseFormat(h.accept),
    rawBody: req.body,
    ip: req.ip,
  };
}

function send(reply: FastifyReply, res: RestResponse): FastifyReply {
  for (const [k, v] of Object.entries(res.headers)) reply.header(k, v);
  reply.status(res.status);
  if (res.contentType) reply.type(res.contentType);
  return res.body === undefined ? reply.send() : reply.send(res.body);
}

type Handler = (r: RestRequest, name: string, req: FastifyRequest) => Promise<RestResponse>;

export function registerRestRoutes(app: FastifyInstance, ctx: SupabaseContext): void {
  const schema = new SchemaStore(ctx.db);
  const route = (param: 'table' | 'fn', handler: Handler) => async (req: FastifyRequest, reply: FastifyReply) => {
    const name = (req.params as Record<string, string>)[param] ?? '';
    return send(reply, await handler(restRequest(ctx, req), name, req));
  };

  app.post('/rpc/:fn', route('fn', (r, name) => callFunction(ctx, schema, r, name, 'POST')));
  app.route({
    method: ['GET', 'HEAD'],
    url: '/rpc/:fn',
    exposeHeadRoute: false,
    handler: route('fn', (r, name, req) => callFunction(ctx, schema, r, name, req.method === 'HEAD' ? 'HEAD' : 'GET')),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/:table',
    exposeHeadRoute: false,
    handler: route('table', (r, name, req) => readRows(ctx, schema, r, name, req.method === 'HEAD')),
  });
  app.post('/:table', route('table', (r, name) => insertRows(ctx, schema, r, name)));
  app.patch('/:table', route('table', (r, name) => updateOrDeleteRows(ctx, schema, r, name, 'update')));
  app.delete('/:table', route('table', (r, name) => updateOrDeleteRows(ctx, schema, r, name, 'delete')));
}

/**
 * GET /media/{kind}/{key}.svg — generated vendor, category and product images (kind: hero, logo, category, product).
 * Deterministic per URL, so they are cached forever (immutable).
 */
import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { badRequest, notFound } from '../errors.ts';
import { MEDIA_KEY_RE, MEDIA_KINDS, renderSvg, type MediaKind } from './svg.ts';

export const mediaModule: FastifyPluginCallback<AppDeps> = (app, _deps, done) => {
  app.get('/media/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string };
    if (!(MEDIA_KINDS as readonly string[]).includes(kind)) throw notFound(`Unknown media kind "${kind.slice(0, 40)}"`);
    if (!file.endsWith('.svg')) throw notFound('Only .svg media exist');
    const key = file.slice(0, -4);
    if (key.length > 160 || !MEDIA_KEY_RE.test(key)) throw badRequest('Invalid media key: lower-case letters, digits and hyphens only');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(renderSvg(kind as MediaKind, key));
  });
  done();
};

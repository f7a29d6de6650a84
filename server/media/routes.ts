/**
 * GET /media/{kind}/{key}.svg — generated vendor, category and product images (kind: hero, logo, category, product);
 * GET /media/{kind}/{key}.webp, {key}@2x.webp, {key}@3x.webp — the same image as WebP at 1×, 2× or 3× its natural size,
 * which pages show (src/domain/media.ts). Deterministic per URL, so they are cached forever (immutable). When too many
 * new WebP images are asked for at once, the answer is a redirect to the SVG.
 */
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { badRequest, notFound } from '../errors.ts';
import { isMediaKey, isMediaKind, parseMediaFile } from '../../src/domain/media.ts';
import { renderSvg } from './svg.ts';
import { renderWebp } from './raster.ts';

const immutable = (reply: FastifyReply, type: string) =>
  reply
    .header('content-type', type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'");

export const mediaModule: FastifyPluginCallback<AppDeps> = (app, _deps, done) => {
  app.get('/media/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string };
    if (!isMediaKind(kind)) throw notFound(`Unknown media kind "${kind.slice(0, 40)}"`);
    const parsed = parseMediaFile(file);
    if (!parsed) throw notFound('Only {key}.svg, {key}.webp, {key}@2x.webp and {key}@3x.webp exist');
    const { key, ext, scale } = parsed;
    if (!isMediaKey(key)) throw badRequest('Invalid media key: lower-case letters, digits and hyphens only');
    if (ext === 'svg') return immutable(reply, 'image/svg+xml; charset=utf-8').send(renderSvg(kind, key));
    const webp = renderWebp(kind, key, scale);
    // too many new images asked at once (server/media/raster.ts): this once, the same image as SVG
    if (!webp) return reply.header('cache-control', 'no-store').redirect(`/media/${kind}/${key}.svg`, 307);
    return immutable(reply, 'image/webp').send(await webp);
  });
  done();
};

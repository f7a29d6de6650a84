import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

/** Vendor order system API under /api (spec 1 §7). Placeholder until the vendor API lands. */
export async function registerVendorApi(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  app.get('/api/Info', async () => ({ motd: 'Lieferzone vendor order system' }));
}

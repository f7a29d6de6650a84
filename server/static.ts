import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';

/** Serves the built PWA and /config.json. Placeholder. */
export async function registerStatic(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/config.json', async () => ({ apiBaseUrl: deps.config.PUBLIC_API_BASE }));
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

/** Geocoding from the Austrian postal-code data (/api/geo). Placeholder until geo lands. */
export async function registerGeo(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}

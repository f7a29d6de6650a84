/**
 * What the app is built from (buildApp's argument), handed to every area as its plugin options: areas import this
 * type, never server/app.ts.
 */
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { StartedRenderThreads } from './ssr/renderer.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Clock for the demo kitchen and expiry; tests may inject one. */
  now?: () => Date;
  /** Render threads started ahead (server/main.ts); without them the static module starts its own. */
  renderThreads?: StartedRenderThreads | null;
}

/** Runtime configuration from the environment, validated once at start-up (one readable list of problems). */
import { z } from 'zod';

const flag = (def: boolean) =>
  z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? def : v === '1' || v === 'true'));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LIEFERZONE_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  DEMO_KITCHEN: flag(true),
  DEMO_SEED: flag(true),
  /** Public anonymous bearer token the app sends to the vendor API (spec 1 §6: a placeholder token). */
  PUBLIC_API_TOKEN: z.string().min(8).default('lieferzone-public-anon'),
  /** Where the built PWA lives. */
  DIST_DIR: z.string().default('./dist'),
  /** Public base URL of the vendor API as the app should call it ('' = same origin). */
  PUBLIC_API_BASE: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.output<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

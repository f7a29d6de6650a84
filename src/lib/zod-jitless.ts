/**
 * zod compiles object parsers with `new Function` unless told not to; our CSP allows no eval (script-src 'self'),
 * so in the browser every attempt is a CSP violation report. Imported first by main.tsx: zod reads this setting when
 * a schema is created, so it must run before any module that defines one.
 */
import { config } from 'zod';

config({ jitless: true });

/**
 * zod compiles object parsers with `new Function` unless told not to; our CSP allows no eval (script-src 'self'),
 * so in the browser every attempt is a CSP violation report. Imported first by main.tsx: zod reads this setting when
 * a schema is created, so it must be set before any module that defines one.
 *
 * Set without importing zod: the entry chunk carries no zod (it loads with the code that parses). zod keeps its
 * settings in one object on globalThis, `__zod_globalConfig`, shared by every copy of zod and created by zod only if
 * it is missing — so this is the object `config()` of zod (and zod/mini) changes, whether zod loads before or after.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

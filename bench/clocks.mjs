/**
 * The server clocks the front-end and renderer benchmarks run at (bench/web.mjs, bench/main-thread.mjs,
 * bench/ssr-render.mjs): Saturday 28 November 2026, Vienna (UTC+1), at noon (most vendors open) and at 00:30 (most
 * only take pre-orders). Opening hours make the pages differ by day and by night (the guide's "time is an input").
 */
export const CLOCKS = { noon: '2026-11-28T12:00:00+01:00', night: '2026-11-28T00:30:00+01:00' };

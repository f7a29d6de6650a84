/**
 * Vite build plugin (client build only): the bundler's CommonJS wrappers as `function` expressions, so that V8 compiles
 * them while the chunk streams in, off the main thread.
 *
 * The bundler wraps each CommonJS module (React, ReactDOM, the scheduler) as `__commonJSMin(((exports, module) => {…}))`
 * and runs the arrow when the module is first required. V8 compiles a function inside parentheses at once
 * ("PIFE": likely to be called), on the streaming thread, but only a `function` literal: an arrow is only
 * pre-parsed there and fully parsed again on the main thread when it is called. ReactDOM's wrapper is ~200 KB of
 * code, and that parse was most of the React chunk's evaluation: 58–65 ms of main-thread CPU at 1x on this machine,
 * 26–29 ms as a `function` (Chrome trace, the task's thread time; issue 27). Nothing else changes: the wrappers run
 * in strict mode module code, called without a receiver, and use neither `this` nor `arguments` at their top level.
 * Node-only (used by vite.config.ts).
 */
import type { Plugin } from 'vite';

/** The wrapper's opening as the bundler writes it: `__commonJSMin(((exports, module) => {` or `((exports) => {`. */
const ARROW_WRAPPER = /\b(__commonJS(?:Min)?)\(\(\(([\w$]+(?:, ?[\w$]+)*)\) => \{/g;

/** Each CommonJS wrapper of a rendered chunk as a parenthesised `function` expression (the closing `}))` is unchanged). */
export function eagerCommonJs(code: string): string {
  return code.replace(ARROW_WRAPPER, '$1((function($2) {');
}

export function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'lz-eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const next = eagerCommonJs(code);
      return next === code ? null : { code: next, map: null };
    },
  };
}

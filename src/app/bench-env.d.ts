interface ImportMetaEnv {
  /** The layer of the browser's start a benchmark build leaves out (vite.config.ts `define`, from LZ_BENCH_START;
   * bench/web.mjs --layers): '' in every other build. */
  readonly VITE_BENCH_START: '' | 'no-hydrate' | 'modules';
}

/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />

interface ImportMetaEnv {
  /** Build id (git commit + build time, or LZ_BUILD_ID), set by vite.config.ts `define`. */
  readonly VITE_BUILD_ID?: string;
}

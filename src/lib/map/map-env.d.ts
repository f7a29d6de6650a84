interface ImportMetaEnv {
  /** URLs of the shipped basemap's files (content-hashed), set by the basemap build plugin (src/build/basemap.ts). */
  readonly VITE_MAP_OUTLINE_URL?: string;
  readonly VITE_MAP_POSTAL_URL?: string;
}

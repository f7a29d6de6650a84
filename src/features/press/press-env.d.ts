interface ImportMetaEnv {
  /** Byte size of the press kit archive, set by the press-kit build plugin (src/build/press-kit.ts). */
  readonly VITE_PRESS_KIT_BYTES?: string;
}

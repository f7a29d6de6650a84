// Types of build-server.mjs for the TypeScript callers (bench/memory.ts, tests).
export const SERVER_OUT_DIR: string;
export const SERVER_MAIN: string;
export function isServerBuildCurrent(): boolean;
export function buildServer(opts?: { outDir?: string }): Promise<unknown>;
export const SERVER_NODE_ARGS: string[];
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;

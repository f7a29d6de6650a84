/** Runs the Supabase-compatible backend's benchmark when that module exists (issue 5). */
import { existsSync } from 'node:fs';
import type { LoadResult } from './load.ts';

export async function benchSupabaseIfPresent(kind: string, baseUrl: string, serverPid?: number): Promise<Record<string, LoadResult[]> | undefined> {
  if (!existsSync(new URL('./supabase.ts', import.meta.url))) return undefined;
  const mod = (await import('./supabase.ts')) as unknown as {
    benchSupabase?: (baseUrl: string, opts: { label: string; serverPid?: number | undefined }) => Promise<Record<string, LoadResult[]>>;
  };
  return mod.benchSupabase ? await mod.benchSupabase(baseUrl, { label: kind, serverPid }) : undefined;
}

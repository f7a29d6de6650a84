/** Runs the Supabase-compatible backend's benchmark when that module exists (issue 5). */
import { existsSync } from 'node:fs';

export async function benchSupabaseIfPresent(kind: string, baseUrl: string, serverPid?: number): Promise<void> {
  if (!existsSync(new URL('./supabase.ts', import.meta.url))) return;
  const mod = (await import('./supabase.ts')) as { benchSupabase?: (baseUrl: string, opts: { label: string; serverPid?: number | undefined }) => Promise<unknown> };
  if (mod.benchSupabase) await mod.benchSupabase(baseUrl, { label: kind, serverPid });
}

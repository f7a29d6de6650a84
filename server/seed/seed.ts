import type { Db } from '../db/index.ts';

/** Seeds the deterministic demo data set when the vendor table is empty. Placeholder. */
export async function seedIfEmpty(_db: Db): Promise<void> {}

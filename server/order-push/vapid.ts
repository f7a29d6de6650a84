/**
 * The VAPID keys every web push is signed with (desk and customers): VAPID_* from the configuration (production), or —
 * in demo mode (DEMO_MODE, never with NODE_ENV=production) — a pair the server creates once and keeps in the database
 * (vendor.push_vapid, migration 0020), so `npm start` has push out of the box and every node on the database signs
 * with the same keys. Loaded once when the app is ready; null = push is off.
 */
import webpush from 'web-push';
import { demoRoutesEnabled, type Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { findVapidKeys, insertVapidKeysOnce } from './repositories/vapid-keys.ts';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const DEMO_SUBJECT = 'mailto:demo@lieferzone.example';

export class VapidKeys {
  current: Vapid | null = null;

  constructor(private readonly config: Config, private readonly db: Db) {
    const c = config;
    if (c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY && c.VAPID_SUBJECT) {
      this.current = { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY, subject: c.VAPID_SUBJECT };
    }
  }

  /** Demo mode without configured keys: the kept pair, created on first start (the first node's insert wins). */
  async load(): Promise<void> {
    if (this.current || !demoRoutesEnabled(this.config)) return;
    const fresh = webpush.generateVAPIDKeys();
    await insertVapidKeysOnce(this.db, { publicKey: fresh.publicKey, privateKey: fresh.privateKey, subject: DEMO_SUBJECT });
    const kept = await findVapidKeys(this.db);
    if (kept) this.current = kept;
  }
}

/**
 * The `via` block of a placed order (spec 1 §3): the channel and brand, the client's name and version (the build id),
 * the interface language, and the device's type and platform, so the restaurant and support can tell where an order
 * came from (device detection: device.ts).
 */
import type { OrderVia } from '../../domain/types.ts';
import type { DeviceInfo } from './device.ts';

export const CLIENT_NAME = 'lieferzone-web';
export const CLIENT_VERSION: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

export function orderVia(a: { locale: string; device: DeviceInfo; version?: string }): OrderVia {
  return {
    channel: 'web',
    brand: 'Lieferzone',
    client: { name: CLIENT_NAME, version: (a.version ?? CLIENT_VERSION).slice(0, 50) },
    locale: a.locale.slice(0, 20),
    device: { type: a.device.type, platform: a.device.platform },
  };
}

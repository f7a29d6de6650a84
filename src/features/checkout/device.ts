/**
 * The device an order is placed from (the `via` block, spec 1 §3): its type and platform, a pure function of the user
 * agent and of its client hints where the browser has them (Chromium's navigator.userAgentData).
 */
export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export type DevicePlatform = 'android' | 'ios' | 'windows' | 'macos' | 'linux' | 'chromeos' | 'other';

export interface DeviceInfo {
  type: DeviceType;
  platform: DevicePlatform;
}

/** What a browser tells about itself: `navigator.userAgent`, `navigator.userAgentData` (Chromium) and touch points. */
export interface DeviceSignals {
  userAgent: string;
  hints?: { mobile?: boolean | undefined; platform?: string | undefined } | undefined;
  maxTouchPoints?: number | undefined;
}

const HINT_PLATFORMS: Record<string, DevicePlatform> = {
  android: 'android',
  ios: 'ios',
  windows: 'windows',
  macos: 'macos',
  linux: 'linux',
  'chrome os': 'chromeos',
  chromeos: 'chromeos',
};

export function describeDevice({ userAgent: ua, hints, maxTouchPoints = 0 }: DeviceSignals): DeviceInfo {
  // iPadOS presents itself as a Mac; only its touch screen tells it apart
  const iPadAsMac = /Macintosh/.test(ua) && maxTouchPoints > 1;
  let platform: DevicePlatform = HINT_PLATFORMS[(hints?.platform ?? '').toLowerCase()] ?? 'other';
  if (platform === 'other') {
    if (/Android/i.test(ua)) platform = 'android';
    else if (/iPhone|iPad|iPod/.test(ua) || iPadAsMac) platform = 'ios';
    else if (/CrOS/.test(ua)) platform = 'chromeos';
    else if (/Windows/.test(ua)) platform = 'windows';
    else if (/Macintosh|Mac OS X/.test(ua)) platform = 'macos';
    else if (/Linux/.test(ua)) platform = 'linux';
  }
  let type: DeviceType = 'desktop';
  if (/iPad|Tablet/i.test(ua) || iPadAsMac || (platform === 'android' && !/Mobile/.test(ua))) type = 'tablet';
  if (hints?.mobile === true || /iPhone|iPod/.test(ua) || (/Mobile/.test(ua) && !/iPad/.test(ua) && !iPadAsMac)) type = 'mobile';
  return { type, platform };
}

/** The signals of the browser the app runs in (empty outside a browser). */
export function browserDeviceSignals(): DeviceSignals {
  if (typeof navigator === 'undefined') return { userAgent: '' };
  const data = (navigator as Navigator & { userAgentData?: { mobile?: boolean; platform?: string } }).userAgentData;
  return { userAgent: navigator.userAgent, hints: data, maxTouchPoints: navigator.maxTouchPoints };
}

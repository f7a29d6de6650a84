import { describeDevice } from './device.ts';

const UA = {
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('describeDevice (the via block of an order, spec 1 §3)', () => {
  it.each([
    ['androidPhone', 'mobile', 'android'],
    ['androidTablet', 'tablet', 'android'],
    ['iPhone', 'mobile', 'ios'],
    ['iPad', 'tablet', 'ios'],
    ['mac', 'desktop', 'macos'],
    ['windows', 'desktop', 'windows'],
    ['linux', 'desktop', 'linux'],
    ['chromebook', 'desktop', 'chromeos'],
  ] as const)('when the user agent is a %s, then the device is %s on %s', (ua, type, platform) => {
    expect(describeDevice({ userAgent: UA[ua] })).toEqual({ type, platform });
  });

  it('when an iPad presents itself as a Mac, then its touch screen tells it apart', () => {
    expect(describeDevice({ userAgent: UA.mac, maxTouchPoints: 5 })).toEqual({ type: 'tablet', platform: 'ios' });
  });

  it('when the browser gives client hints, then they win over the user agent', () => {
    expect(describeDevice({ userAgent: UA.linux, hints: { mobile: true, platform: 'Android' } })).toEqual({ type: 'mobile', platform: 'android' });
    expect(describeDevice({ userAgent: '', hints: { mobile: false, platform: 'Windows' } })).toEqual({ type: 'desktop', platform: 'windows' });
  });

  it('when nothing is known, then it is a desktop of another platform', () => {
    expect(describeDevice({ userAgent: '' })).toEqual({ type: 'desktop', platform: 'other' });
  });
});

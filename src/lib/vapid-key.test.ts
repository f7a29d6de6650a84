import { describe, expect, it } from 'vitest';
import { vapidKeyBytes } from './vapid-key.ts';

describe('vapidKeyBytes', () => {
  it('when a base64url key without padding is given, then its bytes come out (- and _ read as + and /)', () => {
    // bytes 0xfb 0xff 0xbf: base64 "+/+/" is base64url "-_-_"; "AQI" is 0x01 0x02 without its padding
    expect([...vapidKeyBytes('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...vapidKeyBytes('AQI')]).toEqual([1, 2]);
  });
});

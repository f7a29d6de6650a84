import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('request log URLs', () => {
  it('when a courier link is requested, then its token is not in the logged URL', () => {
    expect(redactUrl('/delivery/abcDEF123_-x')).toBe('/delivery/…');
    expect(redactUrl('/api/v1/delivery/abcDEF123_-x/actions?x=1')).toBe('/api/v1/delivery/…/actions?x=1');
  });

  it('when a mail link carries a token in the query, then only that value is hidden', () => {
    expect(redactUrl('/blog/newsletter/confirm?token=s3cr3t&lng=en')).toBe('/blog/newsletter/confirm?token=…&lng=en');
    expect(redactUrl('/auth/v1/verify?type=recovery&token_hash=abc&redirect_to=%2F'))
      .toBe('/auth/v1/verify?type=recovery&token_hash=…&redirect_to=%2F');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=…');
  });

  it('when a URL holds no secret, then it is logged unchanged', () => {
    expect(redactUrl('/api/v1/vendors?filter=zone:1070&pageSize=100')).toBe('/api/v1/vendors?filter=zone:1070&pageSize=100');
    expect(redactUrl('/restaurants')).toBe('/restaurants');
    expect(redactUrl(undefined)).toBe('');
  });
});

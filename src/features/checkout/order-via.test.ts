import { CLIENT_NAME, orderVia } from './order-via.ts';

describe('orderVia', () => {
  it('when built, then it carries channel, brand, client name and version, language and device', () => {
    expect(orderVia({ locale: 'tr', device: { type: 'tablet', platform: 'ios' }, version: 'v1' })).toEqual({
      channel: 'web',
      brand: 'Lieferzone',
      client: { name: CLIENT_NAME, version: 'v1' },
      locale: 'tr',
      device: { type: 'tablet', platform: 'ios' },
    });
  });
  it('when no version is given, then the build id (or "dev") is the version', () => {
    expect(orderVia({ locale: 'de', device: { type: 'desktop', platform: 'linux' } }).client?.version).toMatch(/\S+/);
  });
});

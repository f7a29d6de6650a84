/**
 * Local stand-ins for the external geo services in tests: a Photon-compatible geocoder (GET /api?q=) and an
 * OSRM-compatible router (GET /route/v1/driving/{lng},{lat};{lng},{lat}). Both count their requests and can be
 * switched to failing ("down") without closing the port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeService {
  url: string;
  requests: string[];
  down: boolean;
  close(): Promise<void>;
}

async function serve(answer: (url: URL) => unknown): Promise<FakeService> {
  const state = { requests: [] as string[], down: false };
  const srv: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push(url.pathname + url.search);
    if (state.down) {
      res.writeHead(503).end('down');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(url)));
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get down() {
      return state.down;
    },
    set down(v: boolean) {
      state.down = v;
    },
    close: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
}

/** Photon: one street in Vienna and one in Munich (the adapter must drop the German one). */
export function fakePhoton(): Promise<FakeService> {
  return serve((url) => {
    const q = url.searchParams.get('q') ?? '';
    const number = /\d+\w?$/.exec(q.trim())?.[0];
    const feature = (props: Record<string, unknown>, lng: number, lat: number) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties: props });
    return {
      type: 'FeatureCollection',
      features: [
        feature({ countrycode: 'DE', street: 'Zieblandstraße', housenumber: number, postcode: '80799', city: 'München' }, 11.57, 48.15),
        feature({ countrycode: 'AT', street: 'Zieglergasse', housenumber: number, postcode: '1070', city: 'Wien', district: 'Neubau' }, 16.3465, 48.2003),
      ],
    };
  });
}

/** OSRM: a fixed 3.2 km, 9-minute route. */
export function fakeOsrm(): Promise<FakeService> {
  return serve(() => ({ code: 'Ok', routes: [{ distance: 3200, duration: 540 }] }));
}

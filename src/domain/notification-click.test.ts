import { describe, expect, it } from 'vitest';
import { extendClick, openOrderPage, type ClickClients, type ClickWindow } from './notification-click.ts';

const ORIGIN = 'https://lieferzone.example';
const ORDER = `${ORIGIN}/order/100123?vendor=v&fullOrderId=x`;

/** A window of the browser: its URL changes when it is navigated; what happened is logged. */
function win(url: string, log: string[], opts: { navigable?: boolean } = {}): ClickWindow {
  const w = {
    url,
    focus: () => {
      log.push(`focus ${w.url}`);
      return Promise.resolve(w);
    },
    navigate: (to: string) => {
      if (opts.navigable === false) return Promise.reject(new TypeError('not controlled'));
      log.push(`navigate ${w.url} -> ${to}`);
      w.url = to;
      return Promise.resolve(w);
    },
  };
  return w;
}

function clients(controlled: ClickWindow[], uncontrolled: ClickWindow[], log: string[]): ClickClients {
  return {
    matchAll: ({ includeUncontrolled }) => Promise.resolve(includeUncontrolled ? [...controlled, ...uncontrolled] : controlled),
    openWindow: (url) => {
      log.push(`open ${url}`);
      return Promise.resolve(null);
    },
  };
}

describe('a tap on an order notification', () => {
  it('when the order page is open (with its key in the fragment), then it is brought forward and nothing else moves', async () => {
    const log: string[] = [];
    const home = win(`${ORIGIN}/`, log);
    const order = win(`${ORDER}#k=secret`, log);
    expect(await openOrderPage(clients([home], [order], log), ORDER)).toBe('focused');
    expect(log).toEqual([`focus ${ORDER}#k=secret`]);
  });

  it("when another customer page is open, then it goes to the order's tracking page and comes forward", async () => {
    const log: string[] = [];
    const home = win(`${ORIGIN}/restaurants`, log);
    expect(await openOrderPage(clients([home], [], log), ORDER)).toBe('navigated');
    expect(log).toEqual([`navigate ${ORIGIN}/restaurants -> ${ORDER}`, `focus ${ORDER}`]);
  });

  it('when only staff pages or the checkout are open, then they stay and a new window opens', async () => {
    const log: string[] = [];
    const open = ['/desk', '/desk/menu', '/courier', '/delivery/abc', '/ops/reviews', '/checkout'].map((p) => win(`${ORIGIN}${p}`, log));
    expect(await openOrderPage(clients(open, [], log), ORDER)).toBe('opened');
    expect(log).toEqual([`open ${ORDER}`]);
  });

  it('when no window is open (cold start), or the open one cannot be navigated, then a new window opens', async () => {
    const log: string[] = [];
    expect(await openOrderPage(clients([], [], log), ORDER)).toBe('opened');
    const stuck = win(`${ORIGIN}/`, log, { navigable: false });
    expect(await openOrderPage(clients([stuck], [], log), ORDER)).toBe('opened');
    expect(log).toEqual([`open ${ORDER}`, `open ${ORDER}`]);
  });

  it('when an uncontrolled window shows another page, then it is not navigated (the worker cannot)', async () => {
    const log: string[] = [];
    const other = win(`${ORIGIN}/`, log);
    expect(await openOrderPage(clients([], [other], log), ORDER)).toBe('opened');
    expect(log).toEqual([`open ${ORDER}`]);
  });
});

describe('extendClick', () => {
  const invalidState = () => Object.assign(new Error('The event handler is already finished.'), { name: 'InvalidStateError' });
  it('when a trusted event takes the work, then waitUntil gets it', () => {
    const got: Promise<unknown>[] = [];
    const work = Promise.resolve();
    extendClick({ isTrusted: true, waitUntil: (p) => got.push(p) }, work);
    expect(got).toEqual([work]);
  });

  it("when a test's synthetic event refuses waitUntil (InvalidStateError), then that is let through; any other error, or a trusted event's, throws", () => {
    expect(() => extendClick({ isTrusted: false, waitUntil: () => { throw invalidState(); } }, Promise.resolve())).not.toThrow();
    expect(() => extendClick({ isTrusted: true, waitUntil: () => { throw invalidState(); } }, Promise.resolve())).toThrow('already finished');
    expect(() => extendClick({ isTrusted: false, waitUntil: () => { throw new TypeError('boom'); } }, Promise.resolve())).toThrow('boom');
  });
});

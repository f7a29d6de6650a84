import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse.ts';

describe('SSE parser', () => {
  it('when events arrive split across chunks with keep-alive comments, then each complete event comes out once', () => {
    const feed = createSseParser();
    expect(feed(': keep-alive\n\nid: 7\nevent: ord')).toEqual([]);
    expect(feed('er\ndata: {"a":1}\n')).toEqual([]);
    expect(feed('\nid: 8\r\nevent: order\r\ndata: {"b":2}\r\n\r\n')).toEqual([
      { id: '7', event: 'order', data: '{"a":1}' },
      { id: '8', event: 'order', data: '{"b":2}' },
    ]);
  });

  it('when an event has several data lines and no event name, then the data is joined and the name is "message"', () => {
    const feed = createSseParser();
    expect(feed('data: one\ndata: two\n\n')).toEqual([{ id: null, event: 'message', data: 'one\ntwo' }]);
  });

  it('when a CR LF line end is split between two chunks, then it counts as one line end', () => {
    const feed = createSseParser();
    expect(feed('data: a\r')).toEqual([]);
    expect(feed('\ndata: b\r\n\r\n')).toEqual([{ id: null, event: 'message', data: 'a\nb' }]);
  });
});

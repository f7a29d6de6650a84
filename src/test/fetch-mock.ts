/**
 * For unit tests of code that calls the app's API: `fetch` is a mock for each test of the file (or of the describe
 * block that calls this), reset before each, and the API base is the page's own origin.
 *   const fetchMock = stubFetchEachTest();  fetchMock.mockResolvedValueOnce(new Response('{}'));
 */
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { setRuntimeConfig } from '../lib/api/client.ts';

export function stubFetchEachTest(): Mock<(input: unknown) => Promise<Response>> {
  const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: '' });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

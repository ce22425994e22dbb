import { afterEach, beforeEach, vi } from 'vitest';

export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** Stubs the global `fetch` for every test of the calling file, reset before each; returns the stub. */
export function mockFetch(): FetchMock {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** The addresses asked for, in order. */
export const requestedUrls = (fetchMock: FetchMock): string[] => fetchMock.mock.calls.map(([url]) => String(url));

/** Each request as 'METHOD address', in order. */
export const requestLines = (fetchMock: FetchMock): string[] =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** The n-th request made: its address, method and JSON body. */
export function sentRequest(fetchMock: FetchMock, n: number) {
  const call = fetchMock.mock.calls[n];
  if (!call) throw new Error(`no request #${n}`);
  const [url, init] = call;
  return { url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
}

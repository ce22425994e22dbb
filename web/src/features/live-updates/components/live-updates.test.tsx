import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { queryClient } from '@/lib/query-client';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import { mockFetch } from '@/test/fetch-mock';
import LiveUpdates from './live-updates';

/** An EventSource the test opens and feeds. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  listeners = new Map<string, ((ev?: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (ev?: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    for (const l of this.listeners.get(type) ?? [])
      l(data === undefined ? undefined : new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {}
}

const fetchMock = mockFetch();

describe('live updates for a vendor', () => {
  beforeEach(() => {
    FakeEventSource.last = undefined;
    vi.stubGlobal('EventSource', FakeEventSource);
    fetchMock.mockResolvedValue(jsonResponse(200, { ticket: 'ticket-1', expiresInSeconds: 60 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('refetches the shop’s profile and its order lists when the stream opens, so a suspension sent before it is not missed', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { unmount } = renderWithProviders(<LiveUpdates />, { auth: fakeAuth({ user: vendor }) });
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/events?ticket=ticket-1'));
    expect(invalidate).not.toHaveBeenCalled();
    FakeEventSource.last?.emit('open');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['vendor-profile'], ['vendor-orders'], ['vendor-dashboard'], ['returns']]));
    unmount();
  });

  it('refetches the profile on a shop-status event, not on every order', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { unmount } = renderWithProviders(<LiveUpdates />, { auth: fakeAuth({ user: vendor }) });
    await waitFor(() => expect(FakeEventSource.last).toBeDefined());
    FakeEventSource.last?.emit('order-status', { type: 'order-status', orderId: 7, status: 'shipped' });
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).not.toContainEqual(['vendor-profile']);
    FakeEventSource.last?.emit('shop-status', { type: 'shop-status', status: 'suspended' });
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toContainEqual(['vendor-profile']);
    unmount();
  });
});

import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendMutation } from './send-mutation';

/** A mutation answered by hand: `answer(i)` resolves the i-th call, `refuse(i)` rejects it. */
function handAnswered() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const mutationFn = (_v: number) => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  // The library calls mutationFn a few ticks after mutate: each answer waits for its call to arrive.
  const call = async (i: number) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(i));
    return pending[i] as (typeof pending)[number];
  };
  return {
    mutationFn,
    answer: async (i: number, value: string) => {
      const c = await call(i);
      await act(async () => c.resolve(value));
    },
    refuse: async (i: number, error: Error) => {
      const c = await call(i);
      await act(async () => c.reject(error));
    },
  };
}

function mount(mutationFn: (v: number) => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const { result, unmount } = renderHook(() => useMutation({ mutationFn }), {
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
  return { hook: result, view: { unmount } };
}

describe('sendMutation', () => {
  it('runs the answer after the component that asked has unmounted', async () => {
    const server = handAnswered();
    const { hook, view } = mount(server.mutationFn);
    const seen: string[] = [];
    act(() => sendMutation(hook.current, 1, { onSuccess: (d) => seen.push(`ok ${d}`), onSettled: () => seen.push('settled') }));
    view.unmount();
    await server.answer(0, 'approved');
    expect(seen).toEqual(['ok approved', 'settled']);
  });

  it('answers every call, not only the latest, and passes a refusal to onError', async () => {
    const server = handAnswered();
    const { hook } = mount(server.mutationFn);
    const seen: string[] = [];
    const answer = (n: number) => ({
      onSuccess: (d: string) => seen.push(`${n} ok ${d}`),
      onError: (e: unknown) => seen.push(`${n} refused ${(e as Error).message}`),
      onSettled: () => seen.push(`${n} settled`),
    });
    act(() => sendMutation(hook.current, 1, answer(1)));
    act(() => sendMutation(hook.current, 2, answer(2)));
    await server.refuse(0, new Error('gone'));
    await server.answer(1, 'shipped');
    expect(seen).toEqual(['1 refused gone', '1 settled', '2 ok shipped', '2 settled']);
  });

  it('is what mutate() is not: its own callbacks are dropped on unmount', async () => {
    const server = handAnswered();
    const { hook, view } = mount(server.mutationFn);
    const seen: string[] = [];
    act(() => hook.current.mutate(1, { onSuccess: () => seen.push('ok') }));
    view.unmount();
    await server.answer(0, 'approved');
    expect(seen).toEqual([]);
  });

  it("is what mutate() is not: only its latest call's callbacks run", async () => {
    const server = handAnswered();
    const { hook } = mount(server.mutationFn);
    const seen: string[] = [];
    act(() => hook.current.mutate(1, { onSettled: () => seen.push('1 settled') }));
    act(() => hook.current.mutate(2, { onSettled: () => seen.push('2 settled') }));
    await server.answer(0, 'processing');
    await server.answer(1, 'shipped');
    expect(seen).toEqual(['2 settled']);
  });
});

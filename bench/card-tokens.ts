/**
 * Card tokens for the card checkout when the sandbox provider runs in a process of its own: the
 * browser posts the card to the provider, never to the shop, on the buyer's device and the
 * provider's machines. So the load generator makes them before each measured slice, enough for all
 * of it (each token pays once), as it signs the buyers in before: neither is the shop's work. Should
 * the stock run low during a slice, it is topped up there, and that shows in `madeDuringLoad`.
 */
export interface CardTokenPool {
  /** A fresh token, or undefined when the pool ran dry (the checkout then fails, and is counted). */
  take(): string | undefined;
  /** Fills the pool to its high mark; before each measured slice. */
  fill(): Promise<void>;
  /** Tokens made so far. */
  readonly made: number;
  /** Tokens made because the stock ran low while checkouts were taking them (0 in a good run). */
  readonly madeDuringLoad: number;
}

export interface CardTokenPoolOptions {
  /** The provider's address (POST /psp/v1/tokens). */
  url: string;
  /** Refilling during the load starts below this many. */
  low?: number;
  /** and stops at this many; `fill` fills to it. A slice of 13 s at 400 orders/s takes 5,200. */
  high?: number;
  /** Token calls at once while refilling. */
  parallel?: number;
}

export function cardTokenPool({ url, low = 1000, high = 10_000, parallel = 8 }: CardTokenPoolOptions): CardTokenPool {
  const tokens: string[] = [];
  const body = JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
  let refilling: Promise<void> | undefined;
  let made = 0;
  let madeDuringLoad = 0;
  let loading = false;

  async function one(): Promise<void> {
    const res = await fetch(`${url}/psp/v1/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!res.ok) throw new Error(`card token: ${res.status} ${await res.text()}`);
    tokens.push(((await res.json()) as { token: string }).token);
    made += 1;
    if (loading) madeDuringLoad += 1;
  }
  const refill = () => {
    refilling ??= Promise.all(
      Array.from({ length: parallel }, async () => {
        while (tokens.length < high) await one();
      }),
    )
      .then(() => undefined)
      .finally(() => {
        refilling = undefined;
      });
    return refilling;
  };
  return {
    take() {
      loading = true;
      if (tokens.length < low) void refill().catch((err: unknown) => console.error(err));
      return tokens.shift();
    },
    async fill() {
      loading = false;
      await refill();
    },
    get made() {
      return made;
    },
    get madeDuringLoad() {
      return madeDuringLoad;
    },
  };
}

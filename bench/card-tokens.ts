/**
 * Card tokens for the card checkout when the sandbox provider runs in a process of its own: the
 * browser posts the card to the provider, never to the shop, so the load generator does the same
 * beside the load (each token pays once), keeping a stock of tokens ahead of the checkouts.
 */
export interface CardTokenPool {
  /** A fresh token, or undefined when the pool ran dry (the checkout then fails, and is counted). */
  take(): string | undefined;
  /** Fills the pool to its high mark; before each measured slice. */
  fill(): Promise<void>;
  /** Tokens made so far. */
  readonly made: number;
}

export interface CardTokenPoolOptions {
  /** The provider's address (POST /psp/v1/tokens). */
  url: string;
  /** Refilling starts below this many. */
  low?: number;
  /** and stops at this many. */
  high?: number;
  /** Token calls at once while refilling. */
  parallel?: number;
}

export function cardTokenPool({ url, low = 1500, high = 4000, parallel = 8 }: CardTokenPoolOptions): CardTokenPool {
  const tokens: string[] = [];
  const body = JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
  let refilling: Promise<void> | undefined;
  let made = 0;

  async function one(): Promise<void> {
    const res = await fetch(`${url}/psp/v1/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!res.ok) throw new Error(`card token: ${res.status} ${await res.text()}`);
    tokens.push(((await res.json()) as { token: string }).token);
    made += 1;
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
      if (tokens.length < low) void refill().catch((err: unknown) => console.error(err));
      return tokens.shift();
    },
    fill: refill,
    get made() {
      return made;
    },
  };
}

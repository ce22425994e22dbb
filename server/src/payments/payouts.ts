import type { Payout } from '@seamline/contract';
import { getPayout, type PayoutRunResult, recordTransfer, runPayoutRun, settlePayout } from '../domain/ledger/payouts.js';
import type { MoneyHandles } from './handles.js';

/** Where a vendor's payouts go at the provider: the sandbox's name for the vendor (a real provider's connected account). */
export const payoutDestination = (vendorId: number) => `vendor_${vendorId}`;

/**
 * The operator's payout run with the provider (decision 152): the payouts are written first (each
 * vendor once, however many runs at once), then each is sent as a transfer keyed by the payout,
 * outside any transaction. A refused transfer fails its payout, returning the amount to
 * available; one the provider did not answer stays pending with no transfer, for the operator.
 * Suspended shops are left out and named (decision 209).
 */
export async function runPayoutsWithTransfers(
  h: Pick<MoneyHandles, 'db' | 'provider' | 'log'>,
  operatorId: number,
  minimumCents: number,
  at: Date,
): Promise<PayoutRunResult> {
  const { payouts: made, leftOut } = await runPayoutRun(h.db, operatorId, minimumCents, at);
  const sent: Payout[] = [];
  for (const p of made) {
    const result = await h.provider.transfer(Math.round(p.amount * 100), payoutDestination(p.vendorId), `payout:${p.id}`).catch((err) => {
      h.log.error({ err, payoutId: p.id }, 'transfer not answered');
      return null;
    });
    if (result?.ok) await recordTransfer(h.db, p.id, result.id);
    else if (result) {
      h.log.warn({ payoutId: p.id, reason: result.message }, 'transfer refused');
      await settlePayout(h.db, null, p.id, 'failed', at);
    }
    sent.push(await getPayout(h.db, p.id));
  }
  return { payouts: sent, leftOut };
}

import { formatPrice, LEDGER_TEXTS, type LedgerEntry, type Payout, type PayoutStatus } from '@seamline/contract';
import { CalendarClock, Hourglass, Landmark, ReceiptText, Wallet } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { PageSpinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { TableHead } from '@/components/ui/table-head';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { loadedItems } from '@/lib/paging';
import { Link } from '@/lib/router';
import { useBalance, useLedger, useVendorPayouts } from '../api/earnings';

/**
 * A balance, with a true minus sign below zero: '$45.00', '−$5.00'. A figure the server did not
 * answer as a number (an older server, a field left out) shows as a dash, never as '$NaN'.
 */
export const money = (amount: unknown) => {
  const n = typeof amount === 'number' || typeof amount === 'string' ? Number(amount) : Number.NaN;
  if (!Number.isFinite(n) || (typeof amount === 'string' && amount.trim() === '')) return '—';
  return n < 0 ? `−${formatPrice(-n)}` : formatPrice(n);
};

/** A signed amount: '+$45.00', '−$5.00'. */
export const signed = (amount: number) => (amount < 0 ? money(amount) : `+${formatPrice(amount)}`);

export const PAYOUT_TONES: Record<PayoutStatus, BadgeTone> = { pending: 'yellow', paid: 'green', failed: 'red' };

const WIDE = 'hidden px-4 py-3 md:table-cell';
const NOT_PHONE = 'hidden px-4 py-3 sm:table-cell';

/** Under Paid out: what it counts, and what is still being sent (it left Available, but the bank does not have it yet). */
const paidOutNote = (onItsWay: unknown) =>
  typeof onItsWay === 'number' && onItsWay > 0
    ? `${LEDGER_TEXTS.paidOutHint} · ${LEDGER_TEXTS.onItsWay(money(onItsWay))}`
    : LEDGER_TEXTS.paidOutHint;

/** The three balances and when money on hold is next released. */
function Balances() {
  const balance = useBalance();
  if (balance.error)
    return <ErrorBox message={errorMessage(balance.error, LEDGER_TEXTS.loadFailed)} onRetry={() => void balance.refetch()} />;
  if (!balance.data) return <PageSpinner label="Loading balances" />;
  const b = balance.data;
  return (
    <section aria-label="Balances" className="space-y-3">
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatCard label={LEDGER_TEXTS.onHold} value={money(b.onHold)} note={LEDGER_TEXTS.onHoldHint} icon={Hourglass} />
        <StatCard label={LEDGER_TEXTS.available} value={money(b.available)} note={LEDGER_TEXTS.availableHint} icon={Wallet} />
        <StatCard label={LEDGER_TEXTS.paidOut} value={money(b.paidOut)} note={paidOutNote(b.onItsWay)} icon={Landmark} />
      </dl>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-zinc-700">
        <span className="inline-flex items-center gap-2">
          <CalendarClock className="h-4 w-4 text-brand-600" aria-hidden="true" />
          <span className="font-medium">{LEDGER_TEXTS.nextRelease}:</span>
          <span data-testid="next-release">{b.nextReleaseDate ? formatDate(b.nextReleaseDate) : LEDGER_TEXTS.noRelease}</span>
        </span>
        <span className="text-zinc-500">{LEDGER_TEXTS.commissionRate(b.commissionPercent)}</span>
      </p>
    </section>
  );
}

function EntryRow({ entry }: { entry: LedgerEntry }) {
  return (
    <tr>
      <td className={`${NOT_PHONE} align-top whitespace-nowrap text-zinc-700`}>{formatDate(entry.at)}</td>
      <td className="px-4 py-3 align-top">
        <span className="font-medium text-zinc-900">{LEDGER_TEXTS.kindLabels[entry.kind]}</span>
        <span className="mt-0.5 block text-xs text-zinc-500">
          {/* On a phone the date goes under what the entry is. */}
          <span className="sm:hidden">{`${formatDate(entry.at)} · `}</span>
          {entry.orderId !== null ? (
            // Underlined: in the grey line of a phone's row, colour alone does not tell the link apart.
            <Link className="text-brand-700 underline underline-offset-2 hover:text-brand-800" to={paths.vendor.order(entry.orderId)}>
              {`${LEDGER_TEXTS.order} #${entry.orderId}`}
            </Link>
          ) : entry.payoutId !== null ? (
            `Payout #${entry.payoutId}`
          ) : null}
          <span className="md:hidden">{` · ${LEDGER_TEXTS.accountLabels[entry.account]}`}</span>
        </span>
      </td>
      <td className={`${WIDE} align-top text-zinc-700`}>{LEDGER_TEXTS.accountLabels[entry.account]}</td>
      <td
        className={`px-4 py-3 text-right align-top font-medium whitespace-nowrap tabular-nums ${entry.amount < 0 ? 'text-red-700' : 'text-green-700'}`}
      >
        {signed(entry.amount)}
      </td>
      <td className={`${WIDE} text-right align-top whitespace-nowrap text-zinc-700 tabular-nums`}>{money(entry.balanceAfter)}</td>
    </tr>
  );
}

/** Every entry, newest first by date (as the server answers them), with its order and what it means in plain words. */
function Entries() {
  const ledger = useLedger();
  if (ledger.error) return <ErrorBox message={errorMessage(ledger.error, LEDGER_TEXTS.loadFailed)} onRetry={() => void ledger.refetch()} />;
  if (!ledger.data) return <PageSpinner label="Loading entries" />;
  const { items, total } = loadedItems<LedgerEntry>(ledger.data);
  if (items.length === 0) return <EmptyState title={LEDGER_TEXTS.noEntries} icon={ReceiptText} />;
  return (
    <div className="space-y-4">
      <Card className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{`${LEDGER_TEXTS.entries}: ${total}`}</caption>
          <TableHead
            look="list"
            cells={[
              { label: LEDGER_TEXTS.date, className: 'hidden sm:table-cell' },
              { label: LEDGER_TEXTS.what },
              { label: LEDGER_TEXTS.account, className: 'hidden md:table-cell' },
              { label: LEDGER_TEXTS.amount, align: 'right' },
              { label: LEDGER_TEXTS.balanceAfter, align: 'right', className: 'hidden md:table-cell' },
            ]}
          />
          <tbody className="divide-y divide-zinc-100">
            {items.map((entry) => (
              <EntryRow key={entry.entryId} entry={entry} />
            ))}
          </tbody>
        </table>
      </Card>
      <LoadMore hasMore={ledger.hasNextPage} loading={ledger.isFetchingNextPage} onLoadMore={() => void ledger.fetchNextPage()} />
    </div>
  );
}

/** The vendor's payouts, newest first. */
function Payouts() {
  const payouts = useVendorPayouts();
  if (payouts.error)
    return <ErrorBox message={errorMessage(payouts.error, LEDGER_TEXTS.loadFailed)} onRetry={() => void payouts.refetch()} />;
  if (!payouts.data) return <PageSpinner label="Loading payouts" />;
  const { items } = loadedItems<Payout>(payouts.data);
  if (items.length === 0) return <EmptyState title={LEDGER_TEXTS.noPayouts} icon={Landmark} />;
  return (
    <div className="space-y-4">
      <Card className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{LEDGER_TEXTS.payouts}</caption>
          <TableHead
            look="list"
            cells={[
              { label: LEDGER_TEXTS.date },
              { label: LEDGER_TEXTS.status },
              { label: LEDGER_TEXTS.settles, className: 'hidden sm:table-cell' },
              { label: LEDGER_TEXTS.amount, align: 'right' },
            ]}
          />
          <tbody className="divide-y divide-zinc-100">
            {items.map((p) => (
              <tr key={p.id}>
                <td className="px-4 py-3 whitespace-nowrap text-zinc-700">{formatDate(p.createdAt)}</td>
                <td className="px-4 py-3">
                  <Badge tone={PAYOUT_TONES[p.status]}>{LEDGER_TEXTS.payoutStatusLabels[p.status]}</Badge>
                </td>
                <td className="hidden px-4 py-3 text-zinc-700 sm:table-cell">{p.entryIds.length}</td>
                <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-zinc-900 tabular-nums">{formatPrice(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <LoadMore hasMore={payouts.hasNextPage} loading={payouts.isFetchingNextPage} onLoadMore={() => void payouts.fetchNextPage()} />
    </div>
  );
}

/** The vendor's Earnings (docs/architecture.md#money-and-operator): every cent of the balance explained by its entries. */
export function Earnings() {
  return (
    <div className="space-y-8">
      <Balances />
      <section aria-labelledby="entries-heading" className="space-y-3">
        <h2 id="entries-heading" className="text-lg font-semibold text-zinc-900">
          {LEDGER_TEXTS.entries}
        </h2>
        <Entries />
      </section>
      <section aria-labelledby="payouts-heading" className="space-y-3">
        <h2 id="payouts-heading" className="text-lg font-semibold text-zinc-900">
          {LEDGER_TEXTS.payouts}
        </h2>
        <Payouts />
      </section>
    </div>
  );
}

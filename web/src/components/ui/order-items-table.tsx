import { formatPrice } from '@seamline/contract';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';
import { ProductImage } from './product-image';

export interface OrderItemLine {
  key: string | number;
  name: string;
  /** The size and colour bought ('M · Navy'); absent for one size, one colour. */
  variant?: string;
  /** A line under the name, e.g. who sold it. */
  note?: string;
  /** The product's picture beside its name (on screen; a printed invoice shows names only). */
  imageUrl?: string;
  /** The product's page; a line without one (its product deleted) shows its name unlinked. */
  href?: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface OrderTotalLine {
  label: string;
  amount: number;
}

export interface OrderItemsTableProps {
  lines: readonly OrderItemLine[];
  /** The footer's rows; the last one is the order's total. */
  totals: readonly OrderTotalLine[];
  /** 'card': a bordered table on screen; 'print': the plain table of a printed invoice. */
  look?: 'card' | 'print';
  /** On phones, 'Qty' and the unit price under the name rather than a column of its own. */
  stackOnPhones?: boolean;
}

const LOOKS = {
  card: {
    frame: 'overflow-x-auto rounded-xl border border-zinc-200',
    table: 'w-full text-left text-sm',
    head: 'bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600',
    cell: 'px-4 py-3',
    foot: 'border-t border-zinc-200 bg-zinc-50',
  },
  print: {
    frame: 'mt-4',
    table: 'w-full text-left',
    head: 'border-b border-zinc-300 text-xs uppercase tracking-wide text-zinc-500',
    cell: 'px-2 py-2 first:pl-0 last:pr-0',
    foot: 'border-t-2 border-zinc-300',
  },
} as const;

/** The items of one order (Product, Quantity, Unit Price, Total) with the order's total beneath. */
export function OrderItemsTable({ lines, totals, look = 'card', stackOnPhones = false }: OrderItemsTableProps) {
  const l = LOOKS[look];
  const unitColumn = stackOnPhones ? 'hidden sm:table-cell' : undefined;
  const quantityHeader = stackOnPhones ? (
    <>
      <span className="sm:hidden">Qty</span>
      <span className="hidden sm:inline">Quantity</span>
    </>
  ) : (
    { card: 'Quantity', print: 'Qty' }[look]
  );
  const numberCell = cn(l.cell, 'text-right tabular-nums', look === 'card' && 'text-zinc-700');
  const labelSpan = (last: boolean) => cn('text-right', l.cell, last ? 'font-semibold text-zinc-900' : 'font-normal text-zinc-600');
  return (
    <div className={l.frame}>
      <table className={cn(l.table, look === 'card' && !stackOnPhones && 'min-w-[28rem]')}>
        <thead className={l.head}>
          <tr>
            <th scope="col" className={cn(l.cell, 'font-semibold')}>
              Product
            </th>
            <th scope="col" className={cn(l.cell, 'text-right font-semibold')}>
              {quantityHeader}
            </th>
            <th scope="col" className={cn(l.cell, 'text-right font-semibold', unitColumn)}>
              Unit Price
            </th>
            <th scope="col" className={cn(l.cell, 'text-right font-semibold')}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200">
          {lines.map((line) => (
            <tr key={line.key}>
              <td className={l.cell}>
                <div className="flex items-center gap-3">
                  {look === 'card' && line.imageUrl !== undefined && (
                    // The name beside it says what it shows, so the picture is not read out twice.
                    <ProductImage src={line.imageUrl} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-lg" />
                  )}
                  <div className="min-w-0">
                    {line.href && look === 'card' ? (
                      <Link
                        to={line.href}
                        className="font-medium text-zinc-900 underline decoration-zinc-300 underline-offset-2 hover:text-brand-700 hover:decoration-brand-700"
                      >
                        {line.name}
                      </Link>
                    ) : (
                      <span className={look === 'card' ? 'font-medium text-zinc-900' : undefined}>{line.name}</span>
                    )}
                    {line.variant && (
                      <span className={cn('block text-xs', look === 'card' ? 'text-zinc-700' : 'text-zinc-600')}>{line.variant}</span>
                    )}
                    {line.note && <span className="block text-xs text-zinc-500">{line.note}</span>}
                    {stackOnPhones && <span className="block text-xs text-zinc-500 sm:hidden">{formatPrice(line.unitPrice)} each</span>}
                  </div>
                </div>
              </td>
              <td className={numberCell}>{line.quantity}</td>
              <td className={cn(numberCell, unitColumn)}>{formatPrice(line.unitPrice)}</td>
              <td className={cn(l.cell, 'text-right tabular-nums', look === 'card' && 'font-medium text-zinc-900')}>
                {formatPrice(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className={l.foot}>
          {totals.map(({ label, amount }, i) => {
            const last = i === totals.length - 1;
            return (
              <tr key={label}>
                {stackOnPhones ? (
                  <>
                    <th scope="row" colSpan={2} className={cn(labelSpan(last), 'sm:hidden')}>
                      {label}
                    </th>
                    <th scope="row" colSpan={3} className={cn(labelSpan(last), 'hidden sm:table-cell')}>
                      {label}
                    </th>
                  </>
                ) : (
                  <th scope="row" colSpan={3} className={labelSpan(last)}>
                    {label}
                  </th>
                )}
                <td
                  className={cn(
                    l.cell,
                    'text-right tabular-nums',
                    last ? 'font-bold text-zinc-900' : 'text-zinc-700',
                    last && look === 'print' && 'text-base',
                  )}
                >
                  {formatPrice(amount)}
                </td>
              </tr>
            );
          })}
        </tfoot>
      </table>
    </div>
  );
}

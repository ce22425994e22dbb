import { ADMIN_TEXTS, type AdminVendor, formatPrice, LEDGER_TEXTS, MODERATION_TEXTS } from '@seamline/contract';
import { Pencil, Store } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { type HeadCell, TableHead } from '@/components/ui/table-head';
import { errorMessage } from '@/lib/api-error';
import { useAdminVendors } from '../api/vendors';
import { CommissionEditor } from './commission-editor';
import { SuspendButton, SuspendDialog } from './suspend-dialog';

function Rate({ vendor }: { vendor: AdminVendor }) {
  if (vendor.commissionPercent === null)
    return <span className="text-zinc-600">{ADMIN_TEXTS.defaultRate(vendor.effectiveCommissionPercent)}</span>;
  return <span className="font-medium text-zinc-900">{vendor.commissionPercent}%</span>;
}

/** A shop's balances as its Earnings name them. */
const MONEY = [
  ['onHold', LEDGER_TEXTS.onHold],
  ['available', LEDGER_TEXTS.available],
  ['paidOut', LEDGER_TEXTS.paidOut],
] as const;

const HEAD: HeadCell[] = [
  { label: ADMIN_TEXTS.store },
  { label: ADMIN_TEXTS.email, className: 'hidden md:table-cell' },
  { label: ADMIN_TEXTS.status },
  { label: ADMIN_TEXTS.commissionRate },
  ...MONEY.map(([, label]): HeadCell => ({ label, align: 'right', className: 'hidden lg:table-cell' })),
  { label: <span className="sr-only">{MODERATION_TEXTS.actions}</span>, key: 'actions', className: 'hidden md:table-cell' },
];

/** Every shop with its e-mail, status, commission and balances; the rate is edited in its row (docs/architecture.md#money-and-operator). */
export function VendorsTable() {
  const vendors = useAdminVendors();
  const [editing, setEditing] = useState<number | null>(null);
  const [asking, setAsking] = useState<AdminVendor | null>(null);
  if (vendors.error)
    return <ErrorBox message={errorMessage(vendors.error, ADMIN_TEXTS.loadFailed)} onRetry={() => void vendors.refetch()} />;
  if (!vendors.data) return <PageSpinner label="Loading vendors" />;
  if (vendors.data.length === 0) return <EmptyState title={ADMIN_TEXTS.noVendors} icon={Store} />;
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{ADMIN_TEXTS.vendors}</caption>
        <TableHead look="list" cells={HEAD} />
        <tbody className="divide-y divide-zinc-100">
          {vendors.data.map((vendor) => (
            <tr key={vendor.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-medium text-zinc-900">
                {vendor.vendorName}
                {/* On a narrow screen the e-mail goes under the store's name. */}
                <span className="block font-normal break-all text-zinc-600 md:hidden">{vendor.email}</span>
                {/* Below the widest screens the balances go there too. */}
                <span className="mt-1 block text-xs font-normal text-zinc-600 lg:hidden">
                  {MONEY.map(([key, label]) => (
                    <span key={key} className="block tabular-nums">{`${label} ${formatPrice(vendor[key])}`}</span>
                  ))}
                </span>
                {/* And the action under both. */}
                <span className="mt-2 block md:hidden">
                  <SuspendButton vendor={vendor} onClick={() => setAsking(vendor)} />
                </span>
              </th>
              <td className="hidden px-4 py-3 break-all text-zinc-700 md:table-cell">{vendor.email}</td>
              <td className="px-4 py-3">
                <Badge tone={vendor.status === 'active' ? 'green' : 'red'}>{ADMIN_TEXTS.statusLabels[vendor.status]}</Badge>
              </td>
              <td className="px-4 py-3">
                {editing === vendor.id ? (
                  <CommissionEditor vendor={vendor} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <Rate vendor={vendor} />
                    <Button variant="ghost" size="sm" onClick={() => setEditing(vendor.id)}>
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      Edit<span className="sr-only">{ADMIN_TEXTS.editRateHidden(vendor.vendorName)}</span>
                    </Button>
                  </div>
                )}
              </td>
              {MONEY.map(([key]) => (
                <td key={key} className="hidden px-4 py-3 text-right whitespace-nowrap text-zinc-900 tabular-nums lg:table-cell">
                  {formatPrice(vendor[key])}
                </td>
              ))}
              <td className="hidden px-4 py-3 text-right md:table-cell">
                <SuspendButton vendor={vendor} onClick={() => setAsking(vendor)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SuspendDialog vendor={asking} onClose={() => setAsking(null)} />
    </Card>
  );
}

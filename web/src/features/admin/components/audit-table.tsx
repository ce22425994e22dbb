import { ADMIN_TEXTS, type AuditEntry } from '@seamline/contract';
import { ScrollText } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { loadedItems } from '@/lib/paging';
import { useAdminAudit } from '../api/get-audit';

const when = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** `commissionPercent: 12` → '12%'; null → 'default'; anything else as it is. */
function shown(value: Record<string, unknown> | null): string {
  if (!value) return '—';
  return Object.entries(value)
    .map(([key, v]) => (key === 'commissionPercent' ? (v === null ? 'default' : `${v}%`) : String(v)))
    .join(', ');
}

/** Every operator action, newest first (DESIGN §13): who, what, to whom, when, before and after. */
export function AuditTable() {
  const audit = useAdminAudit();
  if (audit.error) return <ErrorBox message={errorMessage(audit.error, ADMIN_TEXTS.loadFailed)} onRetry={() => void audit.refetch()} />;
  if (!audit.data) return <PageSpinner label="Loading audit log" />;
  const { items, total } = loadedItems<AuditEntry>(audit.data);
  if (items.length === 0) return <EmptyState title={ADMIN_TEXTS.noAudit} icon={ScrollText} />;
  return (
    <div className="space-y-4">
      <Card className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{`${ADMIN_TEXTS.audit}: ${total} actions`}</caption>
          <thead className="border-b border-zinc-200 bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
            <tr>
              {[ADMIN_TEXTS.when, ADMIN_TEXTS.who, ADMIN_TEXTS.what, ADMIN_TEXTS.whom, ADMIN_TEXTS.change].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {items.map((entry) => (
              <tr key={entry.id}>
                <td className="px-4 py-3 whitespace-nowrap text-zinc-700">
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </td>
                <td className="px-4 py-3 break-all text-zinc-700">{entry.actorEmail ?? ADMIN_TEXTS.commandLine}</td>
                <td className="px-4 py-3 font-medium text-zinc-900">{ADMIN_TEXTS.actionLabels[entry.action]}</td>
                <td className="px-4 py-3 text-zinc-700">{entry.targetName ?? `#${entry.targetId}`}</td>
                <td className="px-4 py-3 text-zinc-700">
                  {shown(entry.before)} <span aria-label="to">→</span> {shown(entry.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <LoadMore hasMore={audit.hasNextPage} loading={audit.isFetchingNextPage} onLoadMore={() => void audit.fetchNextPage()} />
    </div>
  );
}

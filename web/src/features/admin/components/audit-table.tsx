import { ADMIN_TEXTS, type AuditEntry } from '@seamline/contract';
import { ScrollText } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { PageSpinner } from '@/components/ui/spinner';
import { type HeadCell, TableHead } from '@/components/ui/table-head';
import { errorMessage } from '@/lib/api-error';
import { loadedItems } from '@/lib/paging';
import { useAdminAudit } from '../api/get-audit';
import { auditChange } from '../lib/audit-change';

const when = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const WIDE = 'hidden px-4 py-3 align-top md:table-cell';
const HEAD: HeadCell[] = [
  { label: ADMIN_TEXTS.when },
  { label: ADMIN_TEXTS.what },
  ...[ADMIN_TEXTS.who, ADMIN_TEXTS.whom, ADMIN_TEXTS.change].map((label) => ({ label, className: 'hidden md:table-cell' })),
];
const actor = (entry: AuditEntry) => entry.actorEmail ?? ADMIN_TEXTS.commandLine;
const target = (entry: AuditEntry) => entry.targetName ?? `#${entry.targetId}`;

/** Every operator action, newest first (docs/architecture.md#money-and-operator): who, what, to whom, when, before and after. */
export function AuditTable() {
  const audit = useAdminAudit();
  if (audit.error) return <ErrorBox message={errorMessage(audit.error, ADMIN_TEXTS.loadFailed)} onRetry={() => void audit.refetch()} />;
  if (!audit.data) return <PageSpinner label="Loading audit log" />;
  const { items, total } = loadedItems<AuditEntry>(audit.data);
  if (items.length === 0) return <EmptyState title={ADMIN_TEXTS.noAudit} icon={ScrollText} />;
  return (
    <div className="space-y-4">
      <Card className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{`${ADMIN_TEXTS.audit}: ${total} actions`}</caption>
          <TableHead look="list" cells={HEAD} />
          <tbody className="divide-y divide-zinc-100">
            {items.map((entry) => (
              <tr key={entry.id}>
                <td className="px-4 py-3 align-top text-zinc-700 md:whitespace-nowrap">
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </td>
                <td className="px-4 py-3 align-top">
                  <span className="font-medium text-zinc-900">{ADMIN_TEXTS.actionLabels[entry.action]}</span>
                  {/* On a narrow screen who, to whom and the change go under the action. */}
                  <span className="mt-1 block text-zinc-700 md:hidden">{`${target(entry)} · ${auditChange(entry)}`}</span>
                  <span className="block break-all text-zinc-600 md:hidden">by {actor(entry)}</span>
                </td>
                <td className={`${WIDE} break-all text-zinc-700`}>{actor(entry)}</td>
                <td className={`${WIDE} text-zinc-700`}>{target(entry)}</td>
                <td className={`${WIDE} text-zinc-700`}>{auditChange(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <LoadMore hasMore={audit.hasNextPage} loading={audit.isFetchingNextPage} onLoadMore={() => void audit.fetchNextPage()} />
    </div>
  );
}

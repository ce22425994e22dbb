import { ADMIN_TEXTS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { AuditTable } from '@/features/admin/components/audit-table';

export default function AdminAuditRoute() {
  return (
    <Page>
      <title>{`${ADMIN_TEXTS.audit} · Operator · Seamline`}</title>
      <PageHeader title={ADMIN_TEXTS.audit} description="Every operator action, newest first." />
      <AuditTable />
    </Page>
  );
}

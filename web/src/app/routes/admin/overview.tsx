import { ADMIN_TEXTS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { AdminOverviewFigures } from '@/features/admin/components/overview';

export default function AdminOverviewRoute() {
  return (
    <Page>
      <title>{`${ADMIN_TEXTS.overview} · Operator · Seamline`}</title>
      <PageHeader title={ADMIN_TEXTS.overview} description="How the marketplace is doing." />
      <AdminOverviewFigures />
    </Page>
  );
}

import { ADMIN_TEXTS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { VendorsTable } from '@/features/admin/components/vendors-table';

export default function AdminVendorsRoute() {
  return (
    <Page>
      <title>{`${ADMIN_TEXTS.vendors} · Operator · Seamline`}</title>
      <PageHeader
        title={ADMIN_TEXTS.vendors}
        description="Every shop, its status and the commission it pays. A new rate applies to orders placed from now on."
      />
      <VendorsTable />
    </Page>
  );
}

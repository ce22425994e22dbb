import { ADMIN_TEXTS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { VendorsTable } from '@/features/admin/components/vendors-table';

export default function AdminVendorsRoute() {
  return (
    <Page>
      <title>{`${ADMIN_TEXTS.vendors} · Operator · Seamline`}</title>
      <PageHeader
        title={ADMIN_TEXTS.vendors}
        description="Every shop, its status, the commission it pays and its balances. A new rate applies to orders placed from now on."
      />
      <VendorsTable />
    </Page>
  );
}

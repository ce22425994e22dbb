import { LEDGER_TEXTS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { PayoutsTable, RunPayouts } from '@/features/admin/components/payouts-table';

export default function AdminPayoutsRoute() {
  return (
    <Page>
      <title>{`${LEDGER_TEXTS.adminPayouts} · Operator · Seamline`}</title>
      <PageHeader
        title={LEDGER_TEXTS.adminPayouts}
        description="Pay shops their available balance, then mark each payout paid or failed."
        actions={<RunPayouts minimumLabel="the payout minimum" />}
      />
      <PayoutsTable />
    </Page>
  );
}

import { RETURN_TEXTS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { AdminDisputes } from '@/features/returns/components/admin-disputes';

export default function AdminReturnsRoute() {
  return (
    <Page className="max-w-4xl">
      <title>{`${RETURN_TEXTS.returnsInDispute} · Operator · Seamline`}</title>
      <PageHeader
        title={RETURN_TEXTS.returnsInDispute}
        description="Decide returns a buyer disputes: refund, or keep the shop's rejection."
      />
      <AdminDisputes />
    </Page>
  );
}

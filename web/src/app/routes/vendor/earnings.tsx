import { LEDGER_TEXTS } from '@seamline/contract';
import { PageHeader } from '@/components/layout/page';
import { Earnings } from '@/features/earnings/components/earnings';
import { VendorPage } from './vendor-page';

export default function VendorEarningsRoute() {
  return (
    <VendorPage>
      <title>{`${LEDGER_TEXTS.earnings} · Seamline`}</title>
      <PageHeader
        title={LEDGER_TEXTS.earnings}
        description="What you earned, what is held until the return window closes, and what was paid out."
      />
      <Earnings />
    </VendorPage>
  );
}

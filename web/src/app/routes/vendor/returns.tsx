import { RETURN_TEXTS } from '@seamline/contract';
import { PageHeader } from '@/components/layout/page';
import { VendorReturns } from '@/features/returns/components/vendor-returns';
import { VendorPage } from './vendor-page';

export default function VendorReturnsRoute() {
  return (
    <VendorPage className="max-w-4xl">
      <title>{`${RETURN_TEXTS.returns} · Seamline`}</title>
      <PageHeader title={RETURN_TEXTS.returns} description="Answer return requests within 3 days, then receive what comes back." />
      <VendorReturns />
    </VendorPage>
  );
}

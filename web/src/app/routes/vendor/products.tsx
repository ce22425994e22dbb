import { Page } from '@/components/layout/page';
import { ReturnRateNote } from '@/features/returns/components/return-rate-note';
import { ProductManagement } from '@/features/vendor-products/components/product-management';

export default function VendorProductsRoute() {
  return (
    <Page>
      <title>Product Management · Seamline</title>
      <ProductManagement returnNote={(productId) => <ReturnRateNote productId={productId} />} />
    </Page>
  );
}

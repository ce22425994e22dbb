import { ReturnRateNote } from '@/features/returns/components/return-rate-note';
import { ProductManagement } from '@/features/vendor-products/components/product-management';
import { VendorPage } from './vendor-page';

export default function VendorProductsRoute() {
  return (
    <VendorPage>
      <title>Product Management · Seamline</title>
      <ProductManagement returnNote={(productId) => <ReturnRateNote productId={productId} />} />
    </VendorPage>
  );
}

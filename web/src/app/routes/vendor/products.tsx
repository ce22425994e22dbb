import { SHOP_STATUS_TEXTS } from '@seamline/contract';
import { ReturnRateNote } from '@/features/returns/components/return-rate-note';
import { useVendorProfile } from '@/features/vendor-profile/api/get-vendor-profile';
import { ProductManagement } from '@/features/vendor-products/components/product-management';
import { VendorPage } from './vendor-page';

export default function VendorProductsRoute() {
  // A suspended shop's catalogue writes are refused (docs/decisions/218): the screen does not offer them.
  const suspended = useVendorProfile().data?.shopStatus === 'suspended';
  return (
    <VendorPage>
      <title>Product Management · Seamline</title>
      <ProductManagement
        returnNote={(productId) => <ReturnRateNote productId={productId} />}
        lockedReason={suspended ? SHOP_STATUS_TEXTS.catalogueLocked : undefined}
      />
    </VendorPage>
  );
}

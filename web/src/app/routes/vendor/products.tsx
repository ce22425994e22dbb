import { Page } from '@/components/layout/page';
import { ProductManagement } from '@/features/vendor-products/components/product-management';

export default function VendorProductsRoute() {
  return (
    <Page>
      <title>Product Management · Seamline</title>
      <ProductManagement />
    </Page>
  );
}

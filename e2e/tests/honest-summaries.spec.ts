// The fit summary names a verdict only when more than half of
// the reviews gave it ('Fit: mixed reviews' for a 1/1/1 split), and a product nobody reviewed says
// 'No reviews yet' rather than '0.0 (0 reviews)'. The reviewers bought the product first, so the
// check holds whether the server counts every review or verified purchases only.

import { FIT_TEXTS, SHOPPER_TEXTS } from '@seamline/contract';
import { expect, test, uniqueId } from '../fixtures';
import { shoot } from '../screens';

test("a split vote is 'Fit: mixed reviews'; a clear majority keeps its verdict", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const jeans = await api.addProduct(vendor, { productName: `Split Jeans ${uniqueId()}`, stockQuantity: 20 });
  for (const fit of ['small', 'true', 'large'] as const) {
    const buyer = await api.createBuyer();
    await api.placeOrder(buyer, [{ productId: jeans.productId }]);
    await api.addReview(buyer, jeans.productId, 4, `Fits ${fit}.`, fit);
  }
  await page.goto(`/buyer/product/${jeans.productId}`);
  const summary = page.getByTestId('fit-summary');
  await expect(summary).toContainText(SHOPPER_TEXTS.fitMixed);
  await expect(summary).toContainText(SHOPPER_TEXTS.fitMixedDetail(1, 1, 1));
  await expect(summary).not.toContainText('True to size');
  await expect(summary).not.toContainText(FIT_TEXTS.sizeUp);
  await shoot(page, 'fit-mixed');

  // Two more say small: 3 of 5 is a majority.
  for (let i = 0; i < 2; i += 1) {
    const buyer = await api.createBuyer();
    await api.placeOrder(buyer, [{ productId: jeans.productId }]);
    await api.addReview(buyer, jeans.productId, 4, 'Small.', 'small');
  }
  await page.reload();
  await expect(summary).toContainText(FIT_TEXTS.summary('Runs small', 60, 5));
});

test("a product without reviews says 'No reviews yet', not '0.0 (0 reviews)'", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const fresh = await api.addProduct(vendor, { productName: `Fresh Knit ${uniqueId()}` });
  await page.goto(`/buyer/product/${fresh.productId}`);
  await expect(page.getByTestId('rating-summary')).toHaveText(SHOPPER_TEXTS.noReviewsYet);
  await expect(page.getByText('0.0 (0 reviews)')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Rated 0 out of 5' })).toHaveCount(0);
  await shoot(page, 'no-reviews-yet');
});

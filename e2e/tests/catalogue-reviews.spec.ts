// Once a buyer has reviewed a product, the page shows 'You reviewed this
// product' with their review instead of inviting a second one, and they can edit it.

import { REVIEW_TEXTS, SUCCESS, VALIDATION } from '@seamline/contract';
import { chooseRadio, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('a buyer sees their own review instead of a second form, and edits it', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, {
    productName: `Reviewed Sandals ${uniqueId()}`,
    categoryName: 'female',
    subCategoryName: 'shoes',
  });
  const other = await api.createBuyer({ fullName: 'Olga Other' });
  await api.addReview(other, product.productId, 4, 'Comfortable straps.');
  const buyer = await api.createBuyer({ fullName: 'Rita Reviewer' });
  await loginAs(page, buyer);
  await page.goto(`/buyer/product/${product.productId}`);

  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await chooseRadio(page.getByRole('radio', { name: '2 Fair' }));
  await page.getByLabel('Comment').fill('Straps rub at first.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, SUCCESS.review.title, SUCCESS.review.description)).toBeVisible();

  const mine = page.getByRole('region', { name: REVIEW_TEXTS.reviewed });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Straps rub at first.')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  await expect(
    page
      .getByText('Rated 3 out of 5')
      .or(page.getByRole('img', { name: 'Rated 3 out of 5' }))
      .first(),
  ).toBeVisible();

  // It holds on a fresh visit too.
  await page.reload();
  await expect(page.getByRole('region', { name: REVIEW_TEXTS.reviewed })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toHaveCount(0);
  await shoot(page, 'catalogue-own-review');
  await expectAccessible(page);

  await mine.getByRole('button', { name: REVIEW_TEXTS.edit }).click();
  const form = page.getByRole('form', { name: REVIEW_TEXTS.editing });
  await expect(form.getByLabel('Comment')).toHaveValue('Straps rub at first.');
  await expect(form.getByRole('radio', { name: '2 Fair' })).toBeChecked();
  await form.getByLabel('Comment').fill('');
  await form.getByRole('button', { name: REVIEW_TEXTS.save }).click();
  await expect(form.getByText(VALIDATION.commentRequired, { exact: true })).toBeVisible();
  await shoot(page, 'catalogue-edit-review');
  await expectAccessible(page);

  await chooseRadio(form.getByRole('radio', { name: '5 Excellent' }));
  await form.getByLabel('Comment').fill('Soft after a week: perfect.');
  await form.getByRole('button', { name: REVIEW_TEXTS.save }).click();
  await expect(toast(page, SUCCESS.reviewUpdated.title, SUCCESS.reviewUpdated.description)).toBeVisible();
  await expect(mine.getByText('Soft after a week: perfect.')).toBeVisible();
  await expect(mine.getByRole('button', { name: REVIEW_TEXTS.edit })).toBeFocused();
  await expect(reviews.getByRole('listitem').filter({ hasText: 'Rita Reviewer' })).toContainText('Soft after a week: perfect.');
  await expect(reviews.getByText('Straps rub at first.')).toHaveCount(0);
  await expect(reviews.getByRole('listitem').filter({ hasText: 'Olga Other' })).toContainText('Comfortable straps.');
  // (5 + 4) / 2
  await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' }).first()).toBeVisible();
});

import { ERRORS, PREVIEW_TEXTS, variantLabel } from '@seamline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Page } from '@/components/layout/page';
import { buttonClasses } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PurchasePanel } from '@/features/cart/components/purchase-panel';
import { useSizeAdvice } from '@/features/fit/api/get-size-advice';
import { SizeAdviceNote } from '@/features/fit/components/size-advice-note';
import { productQueryOptions, useProduct } from '@/features/products/api/get-product';
import { ProductDetailSkeleton } from '@/features/products/components/product-detail-skeleton';
import { ProductDetailView } from '@/features/products/components/product-detail-view';
import { VendorPreviewNote } from '@/features/products/components/vendor-preview-note';
import type { VariantChoiceState } from '@/features/products/hooks/use-variant-choice';
import { sizesOf, stockOfSize } from '@/features/products/lib/variant-choice';
import { ReviewList } from '@/features/reviews/components/review-list';
import { NotifyMe, NotifyMeLogin } from '@/features/wishlist/components/notify-me';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { withReturnPath } from '@/lib/auth/return-path';
import { useLoginHere } from '@/lib/auth/use-login-here';
import { Link, useParams } from '@/lib/router';
import { toast } from '@/lib/toast';

// Only buyers see the form; its code (react-hook-form, zod, the schemas) loads when one does.
const ReviewBox = lazy(() => import('@/features/reviews/components/review-box').then((m) => ({ default: m.ReviewBox })));

/** Signing in (or registering) leads back to this product, with the colour and size chosen (in the address). */
function LoginToBuy() {
  return (
    <Link to={useLoginHere()} className={buttonClasses('primary', 'lg')}>
      <LogIn className="h-5 w-5" aria-hidden="true" /> Login to buy
    </Link>
  );
}

export default function BuyerProductRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const isBuyer = user?.role === 'buyer';
  // A vendor previews the page as buyers see it, without a buyer's actions (Add to Cart, reviewing).
  const isVendor = user?.role === 'vendor';
  const queryClient = useQueryClient();
  const product = useProduct(id);
  // A buyer's size here, asked beside the product (a page without sizes shows none).
  const advice = useSizeAdvice(id, isBuyer);

  useEffect(() => {
    if (product.isError) toast.error(ERRORS.productDetail.toast, { id: 'product-load' });
  }, [product.isError]);

  if (product.isPending) {
    return (
      <Page>
        <ProductDetailSkeleton />
      </Page>
    );
  }
  if (product.isError) {
    const message = isNotFound(product.error) ? ERRORS.productDetail.notFound : errorMessage(product.error, ERRORS.productDetail.error);
    return (
      <Page className="max-w-2xl">
        <title>{`${message} · Seamline`}</title>
        <ErrorBox
          message={message}
          action={
            <Link to={paths.buyer.dashboard} className={buttonClasses('secondary', 'sm')}>
              Back to shop
            </Link>
          }
        />
      </Page>
    );
  }

  const p = product.data;
  // Buyers and visitors: vendors and the operator save nothing and wait for nothing.
  const canSave = user?.role !== 'vendor' && user?.role !== 'admin';
  const purchase = (choice: VariantChoiceState) => {
    if (isVendor) return p.vendorName === user?.vendorName && <VendorPreviewNote />;
    // A sold-out size (or product) chosen: a buyer may ask to hear when it is back (docs/architecture.md#everyday-shop); a
    // visitor is asked to log in first, and comes back to the same colour and size.
    if (canSave && choice.variant && choice.stock <= 0) {
      const { variantId, size, colour } = choice.variant;
      const label = variantLabel(size, colour);
      return isBuyer ? <NotifyMe key={variantId} variantId={variantId} label={label} /> : <NotifyMeLogin label={label} />;
    }
    if (p.stockQuantity <= 0) return null;
    if (!isBuyer) return <LoginToBuy />;
    const variantId = choice.variant ? String(choice.variant.variantId) : undefined;
    return <PurchasePanel productId={p.productId} variantId={variantId} stock={choice.stock} askForChoice={choice.askForChoice} />;
  };
  const sized = sizesOf(p.variants ?? []).length > 0;
  const advised = sized ? advice.data : undefined;
  const sizeAdvice = (choice: VariantChoiceState) =>
    advised && (
      <SizeAdviceNote
        advice={advised}
        soldOut={advised.size !== null && stockOfSize(p.variants, choice.choice.colour, advised.size) <= 0}
        colour={choice.choice.colour}
      />
    );
  return (
    <Page>
      <title>{`${p.productName} · Seamline`}</title>
      <ProductDetailView
        product={p}
        purchase={purchase}
        advisedSize={advised?.size}
        sizeAdvice={sizeAdvice}
        soldOutSelectable={canSave}
        save={canSave && <WishlistHeart productId={p.productId} productName={p.productName} isBuyer={isBuyer} />}
      />
      <section aria-labelledby="reviews-heading" className="mt-14 grid gap-10 border-t border-zinc-200 pt-10 lg:grid-cols-[1fr_24rem]">
        <div>
          <h2 id="reviews-heading" className="text-xl font-bold text-zinc-900">
            Customer Reviews
          </h2>
          <div className="mt-6">
            <ReviewList productId={id} />
          </div>
        </div>
        <div className="h-fit rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
          {isBuyer ? (
            <Suspense fallback={<Spinner label="Loading the review form" />}>
              <ReviewBox productId={id} onSubmitted={() => queryClient.invalidateQueries({ queryKey: productQueryOptions(id).queryKey })} />
            </Suspense>
          ) : isVendor ? (
            <p className="text-sm text-zinc-600">{PREVIEW_TEXTS.reviewsByBuyers}</p>
          ) : (
            <div>
              <h3 className="text-lg font-semibold text-zinc-900">Write a Review</h3>
              <p className="mt-2 text-sm text-zinc-600">Log in as a buyer to share what you think of this product.</p>
              <Link to={withReturnPath(paths.login, paths.buyer.product(id))} className={buttonClasses('secondary', 'md', 'mt-4')}>
                Login to write a review
              </Link>
            </div>
          )}
        </div>
      </section>
    </Page>
  );
}

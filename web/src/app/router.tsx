import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from '@/lib/router';
import { paths } from '@/config/paths';
import { RouteGuard } from '@/lib/auth/route-guard';
import { startFirstScreen } from './first-screen';
import { LazyScreen, lazyWithQueries } from './lazy-with-queries';
import { Root } from './root';
import Home from './routes/home';

// The home page, most visitors' first, is part of the entry: it renders without a second round
// trip. Every other screen is its own chunk: a visitor's first page loads no vendor or chart code,
// and only the screens that read data through TanStack Query load it.
const NotFound = lazy(() => import('./routes/not-found'));
const Login = lazyWithQueries(() => import('./routes/login'));
const Register = lazyWithQueries(() => import('./routes/register'));
const ForgotPassword = lazyWithQueries(() => import('./routes/forgot-password'));
const ResetPassword = lazyWithQueries(() => import('./routes/reset-password'));
const VerifyEmail = lazyWithQueries(() => import('./routes/verify-email'));
const BuyerDashboard = lazyWithQueries(() => import('./routes/buyer/dashboard'));
const BuyerProduct = lazyWithQueries(() => import('./routes/buyer/product'));
const BuyerCart = lazyWithQueries(() => import('./routes/buyer/cart'));
const BuyerOrders = lazyWithQueries(() => import('./routes/buyer/orders'));
const BuyerProfile = lazyWithQueries(() => import('./routes/buyer/profile'));
const BuyerWishlist = lazyWithQueries(() => import('./routes/buyer/wishlist'));
const Shop = lazyWithQueries(() => import('./routes/shop'));
const VendorDashboard = lazyWithQueries(() => import('./routes/vendor/dashboard'));
const VendorProducts = lazyWithQueries(() => import('./routes/vendor/products'));
const VendorOrders = lazyWithQueries(() => import('./routes/vendor/orders'));
const VendorProfile = lazyWithQueries(() => import('./routes/vendor/profile'));
const VendorReturns = lazyWithQueries(() => import('./routes/vendor/returns'));
const VendorShipping = lazyWithQueries(() => import('./routes/vendor/shipping'));
const VendorCoupons = lazyWithQueries(() => import('./routes/vendor/coupons'));
const AdminOverview = lazyWithQueries(() => import('./routes/admin/overview'));
const AdminVendors = lazyWithQueries(() => import('./routes/admin/vendors'));
const AdminAudit = lazyWithQueries(() => import('./routes/admin/audit'));
const VendorEarnings = lazyWithQueries(() => import('./routes/vendor/earnings'));
const AdminPayouts = lazyWithQueries(() => import('./routes/admin/payouts'));
const AdminReturns = lazyWithQueries(() => import('./routes/admin/returns'));
const AdminModeration = lazyWithQueries(() => import('./routes/admin/moderation'));
const AdminCoupons = lazyWithQueries(() => import('./routes/admin/coupons'));

/**
 * Starts the first page's code and data before it renders (app/first-screen.ts); for the shop and
 * product pages, resolves when to render them.
 */
export function startFirstPage(location: Pick<Location, 'pathname' | 'search'>): Promise<void> | undefined {
  return startFirstScreen({ shop: BuyerDashboard, product: BuyerProduct }, location);
}

/**
 * A buyer's cart and orders load their code once the first page is in, so a dropped connection
 * later still opens them (offline, the cart says so rather than failing to load).
 */
const preloadBuyerScreens = () => {
  for (const screen of [BuyerCart, BuyerOrders]) void screen.preload().catch(() => undefined);
};

/**
 * The route table. Declarative routes rather than a data router: the app loads its data with
 * TanStack Query, and the declarative API is about half the size on the first page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root preloadBuyerScreens={preloadBuyerScreens} />}>
        <Route path={paths.root} element={<Home />} />
        <Route path={paths.home} element={<Home />} />
        <Route path={paths.login} element={<LazyScreen screen={Login} />} />
        <Route path={paths.register} element={<LazyScreen screen={Register} />} />
        <Route path={paths.forgotPassword} element={<LazyScreen screen={ForgotPassword} />} />
        <Route path={paths.resetPassword} element={<LazyScreen screen={ResetPassword} />} />
        <Route path={paths.verifyEmail} element={<LazyScreen screen={VerifyEmail} />} />
        {/* docs/architecture.md#server-rules: visitors may browse; vendors are sent to their own dashboard. */}
        <Route element={<RouteGuard requiredRole="buyer" allowGuests />}>
          <Route path={paths.buyer.dashboard} element={<LazyScreen screen={BuyerDashboard} />} />
        </Route>
        {/* docs/architecture.md#server-rules: a product page is open to everyone; a vendor previews its own products there. */}
        <Route path={paths.buyer.productPattern} element={<LazyScreen screen={BuyerProduct} />} />
        <Route path={paths.shopPattern} element={<LazyScreen screen={Shop} />} />
        <Route element={<RouteGuard requiredRole="buyer" />}>
          <Route path={paths.buyer.cart} element={<LazyScreen screen={BuyerCart} />} />
          {/* The checkout screens share the cart's chunk (routes/buyer/cart.tsx): the entry then names no chunk of its own for them. */}
          <Route path={`${paths.buyer.checkout}/*`} element={<LazyScreen screen={BuyerCart} />} />
          <Route path={paths.buyer.orders} element={<LazyScreen screen={BuyerOrders} />} />
          <Route path={paths.buyer.profile} element={<LazyScreen screen={BuyerProfile} />} />
          <Route path={paths.buyer.wishlist} element={<LazyScreen screen={BuyerWishlist} />} />
        </Route>
        <Route element={<RouteGuard requiredRole="vendor" />}>
          <Route path={paths.vendor.dashboard} element={<LazyScreen screen={VendorDashboard} />} />
          <Route path={paths.vendor.products} element={<LazyScreen screen={VendorProducts} />} />
          <Route path={paths.vendor.orders} element={<LazyScreen screen={VendorOrders} />} />
          <Route path={paths.vendor.profile} element={<LazyScreen screen={VendorProfile} />} />
          <Route path={paths.vendor.earnings} element={<LazyScreen screen={VendorEarnings} />} />
          <Route path={paths.vendor.returns} element={<LazyScreen screen={VendorReturns} />} />
          <Route path={paths.vendor.shipping} element={<LazyScreen screen={VendorShipping} />} />
          <Route path={paths.vendor.coupons} element={<LazyScreen screen={VendorCoupons} />} />
        </Route>
        {/* docs/architecture.md#money-and-operator: the operator's pages; anyone else signed in is sent to /. */}
        <Route element={<RouteGuard requiredRole="admin" />}>
          <Route path={paths.admin.overview} element={<LazyScreen screen={AdminOverview} />} />
          <Route path={paths.admin.vendors} element={<LazyScreen screen={AdminVendors} />} />
          <Route path={paths.admin.audit} element={<LazyScreen screen={AdminAudit} />} />
          <Route path={paths.admin.payouts} element={<LazyScreen screen={AdminPayouts} />} />
          <Route path={paths.admin.returns} element={<LazyScreen screen={AdminReturns} />} />
          <Route path={paths.admin.moderation} element={<LazyScreen screen={AdminModeration} />} />
          <Route path={paths.admin.coupons} element={<LazyScreen screen={AdminCoupons} />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

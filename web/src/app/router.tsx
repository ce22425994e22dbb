import { lazy } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { RouteGuard } from '@/lib/auth/route-guard';
import { Root } from './root';
import { RouteError } from './route-error';

// Every screen is its own chunk: a visitor's first page loads no vendor or chart code.
const Home = lazy(() => import('./routes/home'));
const Login = lazy(() => import('./routes/login'));
const Register = lazy(() => import('./routes/register'));
const NotFound = lazy(() => import('./routes/not-found'));
const BuyerDashboard = lazy(() => import('./routes/buyer/dashboard'));
const BuyerProduct = lazy(() => import('./routes/buyer/product'));
const BuyerCart = lazy(() => import('./routes/buyer/cart'));
const BuyerOrders = lazy(() => import('./routes/buyer/orders'));
const BuyerProfile = lazy(() => import('./routes/buyer/profile'));
const VendorDashboard = lazy(() => import('./routes/vendor/dashboard'));
const VendorProducts = lazy(() => import('./routes/vendor/products'));
const VendorOrders = lazy(() => import('./routes/vendor/orders'));
const VendorProfile = lazy(() => import('./routes/vendor/profile'));

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: paths.root, element: <Home /> },
      { path: paths.home, element: <Home /> },
      { path: paths.login, element: <Login /> },
      { path: paths.register, element: <Register /> },
      {
        // DESIGN §5: visitors may browse; vendors are sent to their own dashboard.
        element: <RouteGuard requiredRole="buyer" allowGuests />,
        children: [
          { path: paths.buyer.dashboard, element: <BuyerDashboard /> },
          { path: paths.buyer.productPattern, element: <BuyerProduct /> },
        ],
      },
      {
        element: <RouteGuard requiredRole="buyer" />,
        children: [
          { path: paths.buyer.cart, element: <BuyerCart /> },
          { path: paths.buyer.orders, element: <BuyerOrders /> },
          { path: paths.buyer.profile, element: <BuyerProfile /> },
        ],
      },
      {
        element: <RouteGuard requiredRole="vendor" />,
        children: [
          { path: paths.vendor.dashboard, element: <VendorDashboard /> },
          { path: paths.vendor.products, element: <VendorProducts /> },
          { path: paths.vendor.orders, element: <VendorOrders /> },
          { path: paths.vendor.profile, element: <VendorProfile /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}

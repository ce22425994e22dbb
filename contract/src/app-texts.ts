/**
 * The texts the web app's shell shows on every page — the header's and footer's labels, the error
 * fallbacks of spec §8 — apart from messages.ts, so a first page loads these without the rest of
 * the app's texts (docs/performance.md, First page).
 */

/** Error texts shown in the web app (spec §8): title and fallback. */
export const ERRORS = {
  sessionExpired: { title: 'Session expired', description: 'Please login again' },
  login: { title: 'Login failed', fallback: 'Invalid email or password' },
  register: { title: 'Registration failed', fallback: 'Something went wrong' },
  productLists: 'Failed to fetch products',
  search: 'Failed to search products',
  productDetail: {
    error: 'Failed to fetch product details',
    toast: 'Failed to load product details',
    notFound: 'Product not found',
  },
  reviewSubmit: 'Failed to submit review',
  cartEmptyMarker: 'No items found in cart',
  cartLoad: { fallback: 'Failed to fetch cart', toastTitle: 'Error', toast: 'Failed to fetch cart items' },
  cartAdd: 'Failed to add item to cart',
  cartRemove: 'Failed to remove item from cart',
  cartQuantity: 'Failed to change the quantity',
  checkout: { title: 'Checkout failed', fallback: 'Failed to process your order' },
  buyerOrders: 'Failed to fetch orders',
  profileLoad: { error: 'Failed to fetch profile data', notFound: 'Profile data not found' },
  profileSave: { title: 'Update failed', fallback: 'Failed to update profile' },
  vendorDashboard: 'Failed to load dashboard data',
  vendorProducts: 'Failed to fetch products',
  productDelete: { title: 'Delete failed', fallback: 'Failed to delete product' },
  productSave: { updateTitle: 'Update failed', addTitle: 'Add failed', fallback: 'Failed to save product' },
  vendorOrders: 'Failed to fetch orders',
  autoDeliver: { title: 'Auto delivery failed', fallback: 'Failed to mark order as delivered' },
  statusUpdate: { title: 'Update failed', fallback: 'Failed to update order status' },
  cancelOrder: { title: 'Cancel failed', fallback: 'Failed to cancel order' },
  imageUpload: 'Failed to upload image',
  pageErrorTitle: 'Error!',
  reviewUpdate: 'Failed to update review',
  forgotPassword: { title: 'Request failed', fallback: 'Failed to send the reset link' },
  resetPassword: { title: 'Reset failed', fallback: 'Failed to reset the password' },
  changePassword: { title: 'Change failed', fallback: 'Failed to change the password' },
  logoutEverywhere: { title: 'Logout failed', fallback: 'Failed to log out everywhere' },
  resendVerification: { title: 'Not sent', fallback: 'Failed to send a new confirmation link' },
  verifyEmail: { title: 'Not confirmed', fallback: 'Failed to confirm the e-mail address' },
} as const;

/**
 * A suspended shop's refusal (docs/architecture.md#money-and-operator, decision 156), here because the shell's API client tells
 * it apart from an ended session (decision 153); MODERATION_MESSAGES.shopSuspended is this text.
 */
export const SHOP_SUSPENDED_MESSAGE = 'Your shop is suspended';

/** Screen texts of spec §2–§4 the web shows in more than one place, or names an enum value with. */
export const LABELS = {
  home: 'Home',
  shop: 'Shop',
  orders: 'Orders',
  dashboard: 'Dashboard',
  products: 'Products',
  login: 'Login',
  register: 'Register',
  vendorDashboard: 'Vendor Dashboard',
  browseProducts: 'Browse Products',
  shippingAddress: 'Shipping Address',
  selectCategory: 'Select a category',
  /** Spec §3: a review without a reviewer name. */
  anonymousReviewer: 'Anonymous',
  /** The button that moves an order on to each settable status (spec §4). */
  statusActions: { processing: 'Process Order', shipped: 'Mark as Shipped', completed: 'Mark as Completed' },
  /** The header's links beyond the spec's (docs/architecture.md#money-and-operator, docs/architecture.md#everyday-shop), here so the shell loads no screen's texts. */
  nav: {
    wishlist: 'Wishlist',
    earnings: 'Earnings',
    returns: 'Returns',
    overview: 'Overview',
    vendors: 'Vendors',
    payouts: 'Payouts',
    returnsInDispute: 'Returns in dispute',
    moderation: 'Moderation',
    audit: 'Audit log',
    operator: 'Operator',
  },
} as const;

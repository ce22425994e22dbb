import { paths } from '@/config/paths';

/** Where 'My sizes' sits on the profile page; the product page links to it. */
export const MY_SIZES_ID = 'my-sizes';
export const mySizesPath = `${paths.buyer.profile}#${MY_SIZES_ID}`;

import { paths } from '@/config/paths';
import { useLocation } from '@/lib/router';
import { withReturnPath } from './return-path';

/** /login leading back to this very page, its query (a product's colour and size) included. */
export function useLoginHere(): string {
  const { pathname, search } = useLocation();
  return withReturnPath(paths.login, `${pathname}${search}`);
}

import { Link } from '@/lib/router';
import { paths } from '@/config/paths';

export function Brand() {
  return (
    <Link to={paths.root} className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-zinc-900">
      <span
        className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-base font-extrabold text-white"
        aria-hidden="true"
      >
        S
      </span>
      Seamline
    </Link>
  );
}

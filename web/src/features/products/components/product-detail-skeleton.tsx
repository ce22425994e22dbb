/** Holds the detail view's place, breadcrumb included, so nothing moves when the product arrives. */
export function ProductDetailSkeleton() {
  return (
    <div className="animate-pulse" aria-hidden="true">
      <div className="mb-6 h-5 w-56 rounded bg-zinc-200" />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="aspect-[4/5] rounded-2xl bg-zinc-200" />
        <div className="space-y-4 pt-2">
          <div className="h-4 w-24 rounded bg-zinc-200" />
          <div className="h-9 w-3/4 rounded bg-zinc-200" />
          <div className="h-4 w-40 rounded bg-zinc-200" />
          <div className="h-8 w-28 rounded bg-zinc-200" />
          <div className="h-24 w-full rounded bg-zinc-200" />
        </div>
      </div>
    </div>
  );
}

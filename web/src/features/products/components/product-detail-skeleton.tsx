export function ProductDetailSkeleton() {
  return (
    <div className="grid animate-pulse gap-8 lg:grid-cols-2 lg:gap-12" aria-hidden="true">
      <div className="aspect-[4/5] rounded-2xl bg-zinc-200" />
      <div className="space-y-4 pt-2">
        <div className="h-4 w-24 rounded bg-zinc-200" />
        <div className="h-9 w-3/4 rounded bg-zinc-200" />
        <div className="h-4 w-40 rounded bg-zinc-200" />
        <div className="h-8 w-28 rounded bg-zinc-200" />
        <div className="h-24 w-full rounded bg-zinc-200" />
      </div>
    </div>
  );
}

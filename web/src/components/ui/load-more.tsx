import { Button } from './button';

export interface LoadMoreProps {
  /** Whether the list has a page still to load. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** 'Load more' under a paged list, while there is more to load. */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="secondary" size="lg" onClick={onLoadMore} loading={loading}>
        Load more
      </Button>
    </div>
  );
}

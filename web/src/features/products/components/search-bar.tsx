import { LIMITS } from '@seamline/contract';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Text search, run by Enter or the Search button (spec §2). */
export function SearchBar({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text);
  };

  return (
    <search>
      <form onSubmit={submit} className="flex w-full gap-2">
        <div className="relative flex-1">
          <label htmlFor="product-search" className="sr-only">
            Search products
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-500" aria-hidden="true" />
          <input
            id="product-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search dresses, sneakers, jackets…"
            maxLength={LIMITS.searchTermMax}
            className="h-10 w-full rounded-lg border border-zinc-300 bg-white pl-9 pr-9 text-sm shadow-sm placeholder:text-zinc-500 hover:border-zinc-400 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                onSearch('');
              }}
              className="absolute right-2 top-1/2 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <Button type="submit">Search</Button>
      </form>
    </search>
  );
}

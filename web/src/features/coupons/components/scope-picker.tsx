import { PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { GroupError } from '@/components/ui/group-error';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { ProductImage } from '@/components/ui/product-image';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { matchingChoices, type ScopeChoice, type ScopeChoices } from '../lib/scope-choices';

const T = PROMO_SCREEN_TEXTS;

/** The words of each picker: the vendor's products, the operator's shops. */
const WORDS = {
  productIds: {
    legend: T.productScope,
    hint: T.productScopeHint,
    search: T.searchProducts,
    loading: T.loadingProducts,
    failed: T.productsLoadFailed,
    none: T.noProducts,
  },
  vendorIds: {
    legend: T.shopScope,
    hint: T.shopScopeHint,
    search: T.searchShops,
    loading: T.loadingShops,
    failed: T.shopsLoadFailed,
    none: T.noShops,
  },
} as const;

export interface ScopePickerProps {
  /** The form field it fills, and so its words. */
  field: keyof typeof WORDS;
  choices: ScopeChoices;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The contract's or the server's message for the field. */
  error?: string;
  /** The form's handle on the search box, focused when the field has an error. */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * What a coupon is kept to, checked by name: a fieldset of real checkboxes in a scrolling list, a
 * search box that narrows the list, and how many are checked. Nothing checked is everything.
 */
export function ScopePicker({ field, choices, value, onChange, error, searchRef }: ScopePickerProps) {
  const words = WORDS[field];
  const id = `coupon-${field}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  let body: ReactNode;
  if (choices.pending) {
    body = (
      <div className="mt-2 flex items-center gap-2 text-sm text-zinc-700">
        <Spinner size="sm" label={null} className="text-brand-600" />
        {words.loading}
      </div>
    );
  } else if (choices.error && choices.items.length === 0) {
    body = (
      <div className="mt-2">
        <ErrorBox message={errorMessage(choices.error, words.failed)} onRetry={choices.retry} />
      </div>
    );
  } else if (choices.items.length === 0) {
    body = <p className="mt-2 text-sm text-zinc-700">{words.none}</p>;
  } else {
    body = (
      <ChoiceList
        searchId={`${id}-search`}
        searchLabel={words.search}
        choices={choices}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        searchRef={searchRef}
      />
    );
  }

  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="min-w-0 max-w-2xl">
      <legend className="text-sm font-medium text-zinc-800">{words.legend}</legend>
      <p id={hintId} className="mt-1 text-xs text-zinc-600">
        {words.hint}
      </p>
      {body}
      <GroupError id={errorId} message={error} />
    </fieldset>
  );
}

interface ChoiceListProps extends Pick<ScopePickerProps, 'choices' | 'value' | 'onChange' | 'searchRef'> {
  searchId: string;
  searchLabel: string;
  invalid: boolean;
}

/** The search box, the list it narrows (scrolling past a few rows), the next page, and how many are checked. */
function ChoiceList({ searchId, searchLabel, choices, value, onChange, invalid, searchRef }: ChoiceListProps) {
  const [search, setSearch] = useState('');
  const shown = matchingChoices(choices.items, search);
  const chosen = new Set(value);
  const toggle = (itemId: string, on: boolean) => onChange(on ? [...value, itemId] : value.filter((v) => v !== itemId));
  // Enter in the search box narrows the list; it does not create the coupon.
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <div className={cn('mt-2 overflow-hidden rounded-lg border bg-white shadow-sm', invalid ? 'border-red-500' : 'border-zinc-300')}>
      <div className="border-b border-zinc-200 bg-zinc-50 p-2">
        <label htmlFor={searchId} className="sr-only">
          {searchLabel}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-500" aria-hidden="true" />
          <Input
            ref={searchRef}
            id={searchId}
            type="search"
            value={search}
            placeholder={searchLabel}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={keepEnter}
            className="pl-9"
          />
        </div>
      </div>
      {shown.length > 0 ? (
        <ul className="max-h-72 divide-y divide-zinc-100 overflow-y-auto overscroll-contain">
          {shown.map((item) => (
            <ChoiceRow key={item.id} item={item} checked={chosen.has(item.id)} onToggle={toggle} />
          ))}
        </ul>
      ) : (
        <p role="status" className="px-3 py-4 text-sm text-zinc-700">
          {T.scopeNoMatch(search.trim())}
        </p>
      )}
      {choices.more && (
        <div className="border-t border-zinc-200 px-3 py-2 text-center">
          <p className="text-xs text-zinc-600">{T.scopeShown(choices.items.length, choices.total)}</p>
          <LoadMore hasMore loading={choices.more.loading} onLoadMore={choices.more.load} />
        </div>
      )}
      <div className="flex min-h-11 items-center justify-between gap-3 border-t border-zinc-200 bg-zinc-50 px-3 py-1.5">
        <p aria-live="polite" className="text-sm font-medium text-zinc-800 tabular-nums">
          {T.scopeChosen(value.length)}
        </p>
        {value.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            {T.uncheckAll}
          </Button>
        )}
      </div>
    </div>
  );
}

/** One checkbox, named by the choice's name alone; a price or status is its description. */
function ChoiceRow({ item, checked, onToggle }: { item: ScopeChoice; checked: boolean; onToggle: (id: string, on: boolean) => void }) {
  const rowId = useId();
  return (
    <li>
      <label
        className={cn(
          'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-zinc-50',
          checked && 'bg-brand-50 hover:bg-brand-50',
        )}
      >
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onToggle(item.id, event.target.checked)}
          aria-labelledby={`${rowId}-name`}
          aria-describedby={item.detail ? `${rowId}-detail` : undefined}
          className="h-4 w-4 shrink-0 accent-brand-600"
        />
        {item.imageUrl !== undefined && (
          <span aria-hidden="true" className="shrink-0">
            <ProductImage src={item.imageUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-md" />
          </span>
        )}
        <span id={`${rowId}-name`} className={cn('min-w-0 flex-1 break-words text-zinc-800', checked && 'font-medium text-zinc-900')}>
          {item.name}
        </span>
        {item.detail && (
          <span id={`${rowId}-detail`} className="shrink-0 text-xs text-zinc-600 tabular-nums">
            {item.detail}
          </span>
        )}
      </label>
    </li>
  );
}

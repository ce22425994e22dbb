import {
  ADMIN_TEXTS,
  formatPrice,
  MODERATION_PAGE,
  MODERATION_SEARCH_MAX,
  MODERATION_TEXTS,
  type ModerationProduct,
  type ModerationReview,
} from '@seamline/contract';
import { Eye, EyeOff, MessageSquareText, Package, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageSpinner } from '@/components/ui/spinner';
import { StarRating } from '@/components/ui/star-rating';
import { type HeadCell, TableHead } from '@/components/ui/table-head';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { type ModerationKind, useModeration, useSetHidden } from '../api/moderation';
import { sendMutation } from '@/lib/send-mutation';

const kinds = [
  { value: 'products' as const, label: MODERATION_TEXTS.products },
  { value: 'reviews' as const, label: MODERATION_TEXTS.reviews },
];
/** A moderation table's columns: the item, where it is (from a wide screen up), its status, the action. */
const head = (item: string, where: string): HeadCell[] => [
  { label: item },
  { label: where, className: 'hidden md:table-cell' },
  { label: ADMIN_TEXTS.status },
  { label: <span className="sr-only">{MODERATION_TEXTS.actions}</span>, key: 'actions', className: 'hidden md:table-cell' },
];
const when = (at: string) => new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** What the operator is asked about: the item, its kind, and whether it is to be hidden. */
interface Asking {
  id: number;
  /** The product's name (a review: the product it is of). */
  name: string;
  hide: boolean;
}

/** The search box: the list is asked again when the form is sent, from its first page. */
function SearchForm({ kind, onSearch }: { kind: ModerationKind; onSearch: (search: string) => void }) {
  const [value, setValue] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form aria-label={MODERATION_TEXTS.searchFormLabel} onSubmit={submit} className="flex w-full max-w-xl items-end gap-2">
      <div className="flex-1 space-y-1">
        <Label htmlFor={id}>{kind === 'products' ? MODERATION_TEXTS.searchProducts : MODERATION_TEXTS.searchReviews}</Label>
        <Input
          id={id}
          type="search"
          value={value}
          maxLength={MODERATION_SEARCH_MAX}
          placeholder={kind === 'products' ? MODERATION_TEXTS.searchHint : MODERATION_TEXTS.reviewSearchHint}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary">
        <Search className="h-4 w-4" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

function Pager({ offset, total, shown, onMove }: { offset: number; total: number; shown: number; onMove: (offset: number) => void }) {
  if (total <= MODERATION_PAGE) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm text-zinc-700">
      <p aria-live="polite">{MODERATION_TEXTS.pageOf(offset + 1, offset + shown, total)}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onMove(Math.max(0, offset - MODERATION_PAGE))}>
          {MODERATION_TEXTS.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={offset + shown >= total} onClick={() => onMove(offset + MODERATION_PAGE)}>
          {MODERATION_TEXTS.next}
        </Button>
      </div>
    </nav>
  );
}

function HideButton({ hidden, name, onClick }: { hidden: boolean; name: string; onClick: () => void }) {
  const Icon = hidden ? Eye : EyeOff;
  return (
    <Button variant={hidden ? 'secondary' : 'danger-ghost'} size="sm" onClick={onClick}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {hidden ? MODERATION_TEXTS.unhide : MODERATION_TEXTS.hide}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

function ProductState({ product }: { product: ModerationProduct }) {
  return (
    <div className="flex flex-wrap gap-1">
      {product.hidden ? <Badge tone="red">{MODERATION_TEXTS.hiddenLabel}</Badge> : null}
      {product.shopSuspended ? <Badge tone="yellow">{MODERATION_TEXTS.shopSuspendedLabel}</Badge> : null}
      {product.deleted ? <Badge tone="grey">{MODERATION_TEXTS.deletedLabel}</Badge> : null}
      {!product.hidden && !product.shopSuspended && !product.deleted ? <Badge tone="green">{MODERATION_TEXTS.shown}</Badge> : null}
    </div>
  );
}

function ProductsTable({ items, onAsk }: { items: ModerationProduct[]; onAsk: (asking: Asking) => void }) {
  const action = (p: ModerationProduct) =>
    p.deleted ? null : <HideButton hidden={p.hidden} name={p.name} onClick={() => onAsk({ id: p.id, name: p.name, hide: !p.hidden })} />;
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{MODERATION_TEXTS.products}</caption>
        <TableHead look="list" cells={head(MODERATION_TEXTS.product, MODERATION_TEXTS.store)} />
        <tbody className="divide-y divide-zinc-100">
          {items.map((p) => (
            <tr key={p.id} className={p.hidden ? 'bg-red-50/40 align-top' : 'align-top'}>
              <th scope="row" className="px-4 py-3 font-medium text-zinc-900">
                {p.name}
                <span className="block font-normal text-zinc-600">
                  #{p.id} · {formatPrice(p.price)}
                  <span className="md:hidden"> · {p.vendorName}</span>
                </span>
              </th>
              <td className="hidden px-4 py-3 text-zinc-700 md:table-cell">{p.vendorName}</td>
              <td className="px-4 py-3">
                <ProductState product={p} />
                {/* On a narrow screen the action goes under the status. */}
                <div className="mt-2 md:hidden">{action(p)}</div>
              </td>
              <td className="hidden px-4 py-3 text-right md:table-cell">{action(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function ReviewsTable({ items, onAsk }: { items: ModerationReview[]; onAsk: (asking: Asking) => void }) {
  const action = (r: ModerationReview) => (
    <HideButton
      hidden={r.hidden}
      name={`review by ${r.reviewerName} of ${r.productName}`}
      onClick={() => onAsk({ id: r.id, name: r.productName, hide: !r.hidden })}
    />
  );
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{MODERATION_TEXTS.reviews}</caption>
        <TableHead look="list" cells={head(MODERATION_TEXTS.review, MODERATION_TEXTS.product)} />
        <tbody className="divide-y divide-zinc-100">
          {items.map((r) => (
            <tr key={r.id} className={r.hidden ? 'bg-red-50/40 align-top' : 'align-top'}>
              <td className="px-4 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <StarRating value={r.rating} size="sm" />
                  <span className="text-zinc-600">
                    {r.reviewerName} · <time dateTime={r.reviewDate}>{when(r.reviewDate)}</time>
                  </span>
                </div>
                <p className="mt-1 break-words text-zinc-800">{r.comment}</p>
                <p className="mt-1 text-zinc-600 md:hidden">{r.productName}</p>
              </td>
              <td className="hidden px-4 py-3 text-zinc-700 md:table-cell">{r.productName}</td>
              <td className="px-4 py-3">
                <Badge tone={r.hidden ? 'red' : 'green'}>{r.hidden ? MODERATION_TEXTS.hiddenLabel : MODERATION_TEXTS.shown}</Badge>
                <div className="mt-2 md:hidden">{action(r)}</div>
              </td>
              <td className="hidden px-4 py-3 text-right md:table-cell">{action(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function HideDialog({ kind, asking, onClose }: { kind: ModerationKind; asking: Asking | null; onClose: () => void }) {
  const setHidden = useSetHidden(kind);
  const name = asking?.name ?? '';
  const hide = asking?.hide ?? true;
  const product = kind === 'products';
  const title = product
    ? hide
      ? MODERATION_TEXTS.hideProductTitle(name)
      : MODERATION_TEXTS.unhideProductTitle(name)
    : hide
      ? MODERATION_TEXTS.hideReviewTitle(name)
      : MODERATION_TEXTS.unhideReviewTitle(name);
  const body = product
    ? hide
      ? MODERATION_TEXTS.hideProductBody
      : MODERATION_TEXTS.unhideProductBody
    : hide
      ? MODERATION_TEXTS.hideReviewBody
      : MODERATION_TEXTS.unhideReviewBody;
  const confirm = () => {
    if (!asking || setHidden.isPending) return;
    sendMutation(
      setHidden,
      { id: asking.id, hidden: asking.hide },
      {
        onSuccess: () =>
          toast.success(
            product
              ? hide
                ? MODERATION_TEXTS.productHidden(name)
                : MODERATION_TEXTS.productShown(name)
              : hide
                ? MODERATION_TEXTS.reviewHidden
                : MODERATION_TEXTS.reviewShown,
          ),
        onError: (err) => toast.error(errorMessage(err, ADMIN_TEXTS.loadFailed)),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      message={body}
      confirmLabel={hide ? MODERATION_TEXTS.hide : MODERATION_TEXTS.unhide}
      variant={hide ? 'danger' : 'primary'}
      busy={setHidden.isPending}
      onConfirm={confirm}
    >
      <p>
        <span className="font-medium text-zinc-900">{name}</span>
      </p>
    </ConfirmDialog>
  );
}

function ModerationList({ kind }: { kind: ModerationKind }) {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [asking, setAsking] = useState<Asking | null>(null);
  const list = useModeration(kind, search, offset);
  const find = (words: string) => {
    setSearch(words);
    setOffset(0);
  };
  let body: ReactNode;
  if (list.error) body = <ErrorBox message={errorMessage(list.error, ADMIN_TEXTS.loadFailed)} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <PageSpinner label={`Loading ${kind}`} />;
  else if (list.data.items.length === 0)
    body = (
      <EmptyState
        title={kind === 'products' ? MODERATION_TEXTS.noProducts : MODERATION_TEXTS.noReviews}
        icon={kind === 'products' ? Package : MessageSquareText}
      />
    );
  else
    body = (
      <>
        {kind === 'products' ? (
          <ProductsTable items={list.data.items as ModerationProduct[]} onAsk={setAsking} />
        ) : (
          <ReviewsTable items={list.data.items as ModerationReview[]} onAsk={setAsking} />
        )}
        <Pager offset={offset} total={list.data.total} shown={list.data.items.length} onMove={setOffset} />
      </>
    );
  return (
    <div className="space-y-4">
      <SearchForm kind={kind} onSearch={find} />
      {body}
      <HideDialog kind={kind} asking={asking} onClose={() => setAsking(null)} />
    </div>
  );
}

/** The operator's Moderation screen (docs/architecture.md#money-and-operator): products and reviews, found, hidden or shown again with a confirm. */
export function Moderation() {
  const [kind, setKind] = useState<ModerationKind>('products');
  return (
    <div className="space-y-6">
      <ToggleGroup legend="Moderate" options={kinds} value={kind} onChange={setKind} look="segmented" />
      <ModerationList key={kind} kind={kind} />
    </div>
  );
}

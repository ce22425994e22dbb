import {
  EXCHANGE_TEXTS,
  FIT_LABELS,
  FITS,
  formatPrice,
  type ProductDetail,
  RETURN_OUTCOMES,
  RETURN_REASONS,
  RETURN_TEXTS,
  type ReturnOutcome,
  type ReturnReason,
  variantLabel,
} from '@seamline/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCreateReturn, useProductForExchange } from '../api/returns';

/** An order line as the dialog needs it. */
export interface ReturnableItem {
  orderItemId: number;
  productId: number;
  productName: string;
  size: string | null;
  colour: string | null;
  unitPrice: number;
  returnableQuantity: number;
}

interface LineChoice {
  selected: boolean;
  quantity: number;
  reason: ReturnReason | '';
  outcome: ReturnOutcome;
  exchangeVariantId: number | null;
}

/** 'Runs small — 62% of 40 buyers': the product's fit votes (reviews and returns for size), once 3 said. */
function fitHint(product: ProductDetail | undefined): string | null {
  if (!product) return null;
  const total = FITS.reduce((n, f) => n + product.fit[f], 0);
  if (total < 3) return null;
  const top = [...FITS].sort((a, b) => product.fit[b] - product.fit[a])[0] ?? 'true';
  return `${FIT_LABELS[top]} — ${Math.round((product.fit[top] / total) * 100)}% of ${total} buyers`;
}

function ExchangeChoice({ item, choice, onChange }: { item: ReturnableItem; choice: LineChoice; onChange: (id: number | null) => void }) {
  const product = useProductForExchange(item.productId, true);
  const inStock = (product.data?.variants ?? []).filter(
    (v) => v.stockQuantity >= choice.quantity && v.price === item.unitPrice && !(v.size === item.size && v.colour === item.colour),
  );
  // The colour bought until the buyer picks another: 'another size' keeps the colour.
  const [colour, setColour] = useState(item.colour);
  const otherColours = [...new Set(inStock.map((v) => v.colour).filter((c): c is string => c !== null && c !== item.colour))];
  const options = item.colour === null ? inStock : inStock.filter((v) => v.colour === colour);
  const hint = fitHint(product.data);
  const id = `exchange-${item.orderItemId}`;
  const empty = colour && item.colour === colour ? EXCHANGE_TEXTS.noSizeInColour(colour) : EXCHANGE_TEXTS.noOtherSize;
  const choosesColour = item.colour !== null && otherColours.length > 0;
  return (
    <div className="grid gap-3 sm:col-span-3 sm:grid-cols-2">
      {choosesColour && item.colour && (
        <div>
          <label htmlFor={`${id}-colour`} className="text-sm font-medium text-zinc-900">
            {EXCHANGE_TEXTS.colour}
          </label>
          <Select
            id={`${id}-colour`}
            className="mt-1.5"
            options={[
              { value: item.colour, label: EXCHANGE_TEXTS.sameColour(item.colour) },
              ...otherColours.map((c) => ({ value: c, label: c })),
            ]}
            value={colour ?? ''}
            onChange={(e) => {
              setColour(e.target.value);
              onChange(null);
            }}
          />
        </div>
      )}
      <div className={choosesColour ? undefined : 'sm:col-span-2'}>
        <label htmlFor={id} className="text-sm font-medium text-zinc-900">
          {EXCHANGE_TEXTS.sizeLabel}
        </label>
        <Select
          id={id}
          className="mt-1.5"
          placeholder={product.isPending ? EXCHANGE_TEXTS.loadingSizes : options.length ? EXCHANGE_TEXTS.chooseSize : empty}
          options={options.map((v) => ({
            value: String(v.variantId),
            label: (item.colour === null ? variantLabel(v.size, v.colour) : v.size) || variantLabel(v.size, v.colour) || 'One size',
          }))}
          value={choice.exchangeVariantId ? String(choice.exchangeVariantId) : ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        />
        {options.length === 0 && !product.isPending && otherColours.length > 0 && item.colour === colour && (
          <p className="mt-1 text-xs text-zinc-600">{EXCHANGE_TEXTS.otherColoursHint}</p>
        )}
        {hint && <p className="mt-1 text-xs text-zinc-600">Fit: {hint}</p>}
      </div>
    </div>
  );
}

/**
 * 'Return or exchange' (docs/architecture.md#returns): the order's lines still returnable, how many, why, and for an
 * exchange another size in stock at the same price (the colour bought, unless the buyer picks
 * another), with the product's fit hint.
 */
export function ReturnDialog({
  orderId,
  items,
  returnDays,
  open,
  onOpenChange,
}: {
  orderId: number;
  items: ReturnableItem[];
  returnDays: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateReturn();
  const returnable = items.filter((i) => i.returnableQuantity > 0);
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choiceOf = (i: ReturnableItem): LineChoice =>
    choices[i.orderItemId] ?? { selected: returnable.length === 1, quantity: 1, reason: '', outcome: 'refund', exchangeVariantId: null };
  const set = (i: ReturnableItem, change: Partial<LineChoice>) =>
    setChoices((c) => ({ ...c, [i.orderItemId]: { ...choiceOf(i), ...change } }));

  const submit = () => {
    const lines = returnable
      .map((i) => ({ i, c: choiceOf(i) }))
      .filter(({ c }) => c.selected)
      .map(({ i, c }) => ({
        orderItemId: i.orderItemId,
        quantity: c.quantity,
        reason: c.reason as ReturnReason,
        outcome: c.outcome,
        ...(c.outcome === 'exchange' ? { exchangeVariantId: c.exchangeVariantId } : {}),
      }));
    if (lines.length === 0) return setError('Please choose at least one item to return');
    if (lines.some((l) => !l.reason)) return setError('Please give a reason for each item');
    if (lines.some((l) => l.outcome === 'exchange' && !l.exchangeVariantId)) return setError('Please choose the size to exchange for');
    setError(null);
    create.mutate(
      { orderId, lines, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(RETURN_TEXTS.returnCreated, { description: 'The shop has 3 days to answer.' });
          onOpenChange(false);
        },
        onError: (err) => setError(errorMessage(err, 'The return could not be requested')),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${RETURN_TEXTS.returnOrExchange} · Order #${orderId}`}
      description={RETURN_TEXTS.policy(returnDays)}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Request return
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {returnable.map((i) => {
          const c = choiceOf(i);
          const variant = variantLabel(i.size, i.colour);
          return (
            <fieldset key={i.orderItemId} className="space-y-3 rounded-xl border border-zinc-200 p-3">
              <legend className="sr-only">{i.productName}</legend>
              <label className="flex items-start gap-2 text-sm font-medium text-zinc-900">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 accent-brand-600"
                  checked={c.selected}
                  onChange={(e) => set(i, { selected: e.target.checked })}
                />
                <span>
                  {i.productName}
                  {variant ? ` (${variant})` : ''} · {formatPrice(i.unitPrice)}
                </span>
              </label>
              {c.selected && (
                <div className="grid gap-3 sm:grid-cols-3">
                  <div>
                    <label htmlFor={`qty-${i.orderItemId}`} className="text-sm font-medium text-zinc-900">
                      Quantity
                    </label>
                    <Select
                      id={`qty-${i.orderItemId}`}
                      className="mt-1.5"
                      options={Array.from({ length: i.returnableQuantity }, (_, n) => ({ value: String(n + 1), label: String(n + 1) }))}
                      value={String(c.quantity)}
                      onChange={(e) => set(i, { quantity: Number(e.target.value) })}
                    />
                  </div>
                  <div>
                    <label htmlFor={`reason-${i.orderItemId}`} className="text-sm font-medium text-zinc-900">
                      Reason
                    </label>
                    <Select
                      id={`reason-${i.orderItemId}`}
                      className="mt-1.5"
                      placeholder="Choose a reason"
                      options={RETURN_REASONS.map((r) => ({ value: r, label: RETURN_TEXTS.reasons[r] }))}
                      value={c.reason}
                      onChange={(e) => set(i, { reason: e.target.value as ReturnReason })}
                    />
                  </div>
                  <div>
                    <label htmlFor={`outcome-${i.orderItemId}`} className="text-sm font-medium text-zinc-900">
                      I would like
                    </label>
                    <Select
                      id={`outcome-${i.orderItemId}`}
                      className="mt-1.5"
                      options={RETURN_OUTCOMES.map((o) => ({ value: o, label: o === 'refund' ? 'A refund' : 'Another size' }))}
                      value={c.outcome}
                      onChange={(e) => set(i, { outcome: e.target.value as ReturnOutcome, exchangeVariantId: null })}
                    />
                  </div>
                  {c.outcome === 'exchange' && <ExchangeChoice item={i} choice={c} onChange={(id) => set(i, { exchangeVariantId: id })} />}
                </div>
              )}
            </fieldset>
          );
        })}
        <div>
          <label htmlFor={`note-${orderId}`} className="text-sm font-medium text-zinc-900">
            Note for the shop (optional)
          </label>
          <Textarea
            id={`note-${orderId}`}
            className="mt-1.5"
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={1000}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}

import { PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { CheckCircle2, Tag, XCircle } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { CheckoutQuote } from '../lib/quote';

/**
 * The one code of the checkout: Apply prices the cart with it; the discount or the reason it does
 * not apply is read out from a live region. Enter applies the code rather than placing the order.
 */
export function CouponField({ quote }: { quote: CheckoutQuote }) {
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const applied = quote.choices.couponCode;
  const result = quote.codeResult;

  const apply = async () => {
    if (applying || !code.trim()) return;
    setApplying(true);
    try {
      await quote.applyCode(code);
    } finally {
      setApplying(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };
  const Icon = result?.ok ? CheckCircle2 : XCircle;

  return (
    <div>
      <Label htmlFor="coupon-code">{PROMO_SCREEN_TEXTS.codeLabel}</Label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id="coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          invalid={result !== null && !result.ok}
          aria-describedby="coupon-result"
          className="min-w-0 flex-1 uppercase"
        />
        <Button type="button" variant="secondary" onClick={() => void apply()} loading={applying} disabled={!code.trim()}>
          {PROMO_SCREEN_TEXTS.apply}
        </Button>
      </div>
      <p id="coupon-result" role="status" className={cn('mt-2 text-sm', result?.ok ? 'text-green-800' : 'text-red-700')}>
        {result && (
          <span className="flex items-center gap-1.5">
            <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
            {result.message}
          </span>
        )}
      </p>
      {applied && result?.ok && (
        <p className="flex items-center gap-2 text-sm text-zinc-700">
          <Tag className="h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
          <span className="font-mono font-medium">{applied}</span>
          <Button type="button" variant="link" size="sm" onClick={quote.removeCode}>
            {PROMO_SCREEN_TEXTS.removeCode}
          </Button>
        </p>
      )}
    </div>
  );
}

import { PAYMENT_TEXTS, type PaymentMethod, type PaymentsConfig } from '@seamline/contract';
import { AlertCircle, Banknote, CreditCard, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { cn } from '@/lib/cn';
import type { CheckoutFormInput } from '../lib/card-form';
import { CardFields } from './card-fields';
import { TestCards } from './test-cards';

export interface PaymentSectionProps {
  config: PaymentsConfig;
  method: PaymentMethod;
  control: Control<CheckoutFormInput>;
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
  /** The provider's message when it refused the card (402) or the card form (400 about no one field). */
  declined: string | null;
  sending: boolean;
  onUseTestCard: (number: string) => void;
}

const OPTIONS: Record<PaymentMethod, { label: string; hint: string; icon: LucideIcon }> = {
  card: { label: PAYMENT_TEXTS.card, hint: 'Held now, charged when each shop ships', icon: CreditCard },
  on_delivery: { label: PAYMENT_TEXTS.payOnDelivery, hint: 'Pay the courier when your parcel arrives', icon: Banknote },
};

/** The methods the shop offers: a card when the provider takes cards here, on delivery when it is on. */
export const offeredMethods = (config: PaymentsConfig): PaymentMethod[] => [
  ...(config.tokenUrl ? (['card'] as const) : []),
  ...(config.payOnDelivery ? (['on_delivery'] as const) : []),
];

function MethodOption({
  method,
  checked,
  register,
  disabled,
}: {
  method: PaymentMethod;
  checked: boolean;
  register: UseFormRegister<CheckoutFormInput>;
  disabled: boolean;
}) {
  const { label, hint, icon: Icon } = OPTIONS[method];
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
        checked ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600' : 'border-zinc-300 hover:border-zinc-400',
      )}
    >
      <input type="radio" value={method} className="mt-1 h-4 w-4 accent-brand-600" disabled={disabled} {...register('method')} />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 font-medium text-zinc-900">
          <Icon className="h-4 w-4 shrink-0 text-zinc-600" aria-hidden="true" />
          {label}
        </span>
        <span className="mt-0.5 block text-sm text-zinc-600">{hint}</span>
      </span>
    </label>
  );
}

/** Payment: the methods offered, and for a card its form and (in the sandbox) the test cards. */
export function PaymentSection({ config, method, control, register, errors, declined, sending, onUseTestCard }: PaymentSectionProps) {
  const methods = offeredMethods(config);
  let card: ReactNode = null;
  if (method === 'card') {
    card = (
      <div className={cn('mt-5 grid items-start gap-5', config.sandbox && 'xl:grid-cols-[1fr_18rem]')}>
        <CardFields control={control} register={register} errors={errors} disabled={sending} />
        {config.sandbox && <TestCards cards={config.testCards} onUse={onUseTestCard} disabled={sending} />}
      </div>
    );
  }
  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="payment-heading" className="text-lg font-semibold text-zinc-900">
        Payment
      </h2>
      <fieldset className="mt-4">
        <legend className="sr-only">How would you like to pay?</legend>
        <div className={cn('grid gap-3', methods.length > 1 && 'sm:grid-cols-2')}>
          {methods.map((m) => (
            <MethodOption key={m} method={m} checked={method === m} register={register} disabled={sending} />
          ))}
        </div>
      </fieldset>
      {declined && (
        <div role="alert" className="mt-5 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
          <div>
            <p className="font-semibold">{declined}</p>
            <p className="mt-0.5">
              Nothing was charged. Check the card details, try another card{config.payOnDelivery ? ' or pay on delivery' : ''}.
            </p>
          </div>
        </div>
      )}
      {card}
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CartTotals,
  type CheckoutPayment,
  type CheckoutPlacedResponse,
  type CheckoutRequiresAction,
  type CheckoutShippingAddress,
  ERRORS,
  type PaymentsConfig,
  type ShippingAddress,
  PROMO_SCREEN_TEXTS,
  type ShippingMethod,
} from '@seamline/contract';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/error-box';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { createCardToken } from '../api/create-card-token';
import {
  CARD_FIELDS,
  type CheckoutFormInput,
  type CheckoutFormValues,
  cardFieldOf,
  cardOf,
  checkoutForm,
  firstWrongField,
  testCardValues,
} from '../lib/card-form';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { type CheckoutLine, parcelsOf } from '../lib/parcels';
import type { CheckoutQuote } from '../lib/quote';
import { CouponField } from './coupon-field';
import { ParcelList } from './parcel-list';
import { offeredMethods, PaymentSection } from './payment-section';
import { PlaceOrderPanel } from './place-order-panel';
import { ShippingAddressSection } from './shipping-address';

export interface PlaceOrderInput {
  /** The quote's total: the server refuses to charge another. */
  expectedTotal: number;
  /** A delivery method per shop, and the code applied (docs/architecture.md#shipping-and-promotions). */
  shipping: Record<string, ShippingMethod>;
  couponCode?: string;
  payment: CheckoutPayment;
  shippingAddress?: CheckoutShippingAddress;
  idempotencyKey: string;
}

export interface CheckoutViewProps {
  /** The lines ordered (those still sold), with their shops. */
  lines: readonly CheckoutLine[];
  totals: CartTotals;
  /** The cart's quote with the buyer's delivery choices and code. */
  quote: CheckoutQuote;
  /** The profile's address, the default for this order. */
  profileAddress: ShippingAddress;
  config: PaymentsConfig;
  /** Sends the order (the cart's checkout call): 201 placed, 202 3-D Secure first; throws on a refusal. */
  place: (order: PlaceOrderInput) => Promise<CheckoutPlacedResponse | CheckoutRequiresAction>;
  onPlaced: (result: CheckoutPlacedResponse) => void;
  /** Shown above the page, e.g. what changed in the cart when checkout was refused over it. */
  notice?: ReactNode;
  /** Where the browser goes for 3-D Secure (a real navigation: the provider's page). */
  redirect?: (url: string) => void;
}

const ADDRESS_FIELDS = ['addressLine1', 'city', 'postalCode', 'country'] as const;

/**
 * The checkout page (docs/architecture.md#payments): ship-to address, each shop's parcel, payment and 'Place order'.
 * One click places one order: the button waits from the first click until the page moves on, and
 * each attempt carries its own Idempotency-Key.
 */
export function CheckoutView({
  lines,
  totals,
  quote,
  profileAddress,
  config,
  place,
  onPlaced,
  notice,
  redirect = (url) => window.location.assign(url),
}: CheckoutViewProps) {
  const methods = offeredMethods(config);
  const schema = useMemo(() => checkoutForm(new Date()), []);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { method: methods[0] ?? 'on_delivery' },
    shouldUnregister: true,
    // Focus goes to the first wrong field in the page's order (onInvalid below), not the library's.
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, setValue, setError, setFocus, watch, formState } = form;
  const method = watch('method') ?? methods[0] ?? 'on_delivery';
  const [editingAddress, setEditingAddress] = useState(() => Object.values(profileAddress).every((part) => !part.trim()));
  const [declined, setDeclined] = useState<string | null>(null);
  // A decline is about the card that was sent: once the card is edited, it no longer is.
  useEffect(() => {
    const watching = watch((_, { name }) => {
      if (name && CARD_FIELDS.includes(name)) setDeclined(null);
    });
    return () => watching.unsubscribe();
  }, [watch]);
  const [sending, setSending] = useState(false);
  // A second click can land before the button re-renders as disabled: only the first sends.
  const busy = useRef(false);
  const parcels = useMemo(() => parcelsOf(lines), [lines]);

  // Changing the address starts from the profile's, with the focus on its first field.
  const focusAddress = useRef(false);
  useEffect(() => {
    if (!editingAddress) return;
    for (const name of ADDRESS_FIELDS) setValue(name, profileAddress[name]);
    if (focusAddress.current) setFocus('addressLine1');
    focusAddress.current = false;
  }, [editingAddress, profileAddress, setValue, setFocus]);

  const payment = async (values: CheckoutFormValues): Promise<CheckoutPayment | null> => {
    const card = values.method === 'card' ? cardOf(values) : null;
    if (!card || !config.tokenUrl) return { method: 'on_delivery' };
    try {
      const { token } = await createCardToken(config.tokenUrl, card);
      return { method: 'card', token };
    } catch (error) {
      // The provider's word on the card (400): under the field it is about, else beside the form.
      const message = errorMessage(error, ERRORS.checkout.fallback);
      const field = error instanceof ApiError && error.status === 400 ? cardFieldOf(message) : null;
      if (field) {
        setError(field, { message });
        setFocus(field);
      } else setDeclined(message);
      return null;
    }
  };

  const send = async (values: CheckoutFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    let leaving = false;
    try {
      const paid = await payment(values);
      if (!paid) return;
      const shippingAddress = editingAddress
        ? {
            addressLine1: values.addressLine1 ?? '',
            city: values.city ?? '',
            postalCode: values.postalCode ?? '',
            country: values.country ?? '',
          }
        : undefined;
      const figures = quote.quote;
      if (!figures) return;
      const result = await place({
        expectedTotal: figures.total,
        shipping: { ...quote.choices.shipping },
        couponCode: quote.choices.couponCode ?? undefined,
        payment: paid,
        shippingAddress,
        idempotencyKey: newIdempotencyKey(),
      });
      leaving = true;
      if ('orderIds' in result) onPlaced(result);
      else redirect(result.payment.redirectUrl);
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) setDeclined(errorMessage(error, ERRORS.checkout.fallback));
      else if (!endedSession(error)) toast.error(ERRORS.checkout.title, { description: errorMessage(error, ERRORS.checkout.fallback) });
    } finally {
      if (!leaving) {
        busy.current = false;
        setSending(false);
      }
    }
  };
  const submit = handleSubmit(send, (errors) => {
    const first = firstWrongField(errors);
    if (first) setFocus(first);
  });
  // Each attempt starts clean: a decline from the last one would sit beside this one's problems.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setDeclined(null);
    return submit(event);
  };

  const fillTestCard = (number: string) => {
    const validate = { shouldValidate: formState.isSubmitted };
    for (const [name, value] of Object.entries(testCardValues(number, new Date())))
      setValue(name as keyof ReturnType<typeof testCardValues>, value, validate);
    setDeclined(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Checkout">
      {notice}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-6">
          <ShippingAddressSection
            address={profileAddress}
            editing={editingAddress}
            onEdit={() => {
              focusAddress.current = true;
              setEditingAddress(true);
            }}
            onCancel={() => setEditingAddress(false)}
            register={(name) => register(name)}
            errors={formState.errors}
          />
          {quote.failed && <ErrorBox message={PROMO_SCREEN_TEXTS.quoteFailed} onRetry={quote.retry} />}
          <ParcelList parcels={parcels} quote={quote} />
          <PaymentSection
            config={config}
            method={method}
            control={control}
            register={register}
            errors={formState.errors}
            declined={declined}
            sending={sending}
            onUseTestCard={fillTestCard}
          />
        </div>
        <div className="lg:sticky lg:top-24">
          <PlaceOrderPanel
            totals={totals}
            quote={quote.quote}
            pricing={quote.updating}
            code={<CouponField quote={quote} />}
            method={method}
            sending={sending}
            pricesChanged={lines.some((line) => line.previousPrice !== undefined)}
          />
        </div>
      </div>
    </form>
  );
}

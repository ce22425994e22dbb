import { ADMIN_TEXTS, type AdminVendor, commissionPercentField } from '@seamline/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useUpdateAdminVendor } from '../api/vendors';
import { sendMutation } from '@/lib/send-mutation';

export interface CommissionEditorProps {
  vendor: AdminVendor;
  onDone: () => void;
}

/** The rate of one shop, edited in its row: a whole percent from 0 to 100, or the default again. */
export function CommissionEditor({ vendor, onDone }: CommissionEditorProps) {
  const [value, setValue] = useState(String(vendor.commissionPercent ?? vendor.effectiveCommissionPercent));
  const [error, setError] = useState<string>();
  const update = useUpdateAdminVendor();
  const inputId = `rate-${vendor.id}`;
  const errorId = `${inputId}-error`;

  const save = (commissionPercent: number | null) =>
    sendMutation(
      update,
      { id: vendor.id, change: { commissionPercent } },
      {
        onSuccess: () => {
          toast.success(ADMIN_TEXTS.rateSaved(vendor.vendorName, commissionPercent));
          onDone();
        },
        onError: (err) => setError(errorMessage(err, ADMIN_TEXTS.loadFailed)),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = commissionPercentField.safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2" aria-label={ADMIN_TEXTS.editRate(vendor.vendorName)}>
      <div className="w-24">
        <label htmlFor={inputId} className="sr-only">
          {ADMIN_TEXTS.rateLabel(vendor.vendorName)}
        </label>
        <Input
          id={inputId}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          autoFocus
          onKeyDown={(e) => {
            if (e.key === 'Escape') onDone();
          }}
        />
      </div>
      <Button type="submit" size="sm" loading={update.isPending}>
        {ADMIN_TEXTS.save}
      </Button>
      {vendor.commissionPercent !== null && (
        <Button variant="secondary" size="sm" onClick={() => save(null)} disabled={update.isPending}>
          {ADMIN_TEXTS.useDefault}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onDone}>
        {ADMIN_TEXTS.cancel}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

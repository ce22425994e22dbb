import { RETURN_SLIP_MESSAGES, RETURN_SLIP_TEXTS, returnIdOfSlipCode, returnSlipCode } from '@seamline/contract';
import { ScanLine } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * The Returns screen's field for the code on a parcel's slip (decision 222), typed or scanned (a
 * scanner types it and presses Enter). A code with a wrong digit is refused here, before any call.
 */
export function FindBySlipCode({ onFind }: { onFind: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = returnIdOfSlipCode(code);
    if (id === null) {
      setError(RETURN_SLIP_MESSAGES.slipCodeInvalid);
      return;
    }
    setError(null);
    // As printed, however it was typed.
    onFind(returnSlipCode(id));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-1">
      <label htmlFor="slip-code" className="text-sm font-medium text-zinc-900">
        {RETURN_SLIP_TEXTS.findLabel}
      </label>
      <div className="flex gap-2">
        <Input
          id="slip-code"
          className="max-w-64 font-mono"
          value={code}
          placeholder="R-000004-5"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'slip-code-error' : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          <ScanLine className="h-4 w-4" aria-hidden="true" />
          {RETURN_SLIP_TEXTS.find}
        </Button>
      </div>
      {error && (
        <p id="slip-code-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

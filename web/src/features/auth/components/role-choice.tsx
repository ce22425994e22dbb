import type { Role } from '@seamline/contract';
import { ShoppingBag, Store } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

const choices: { value: Role; title: string; text: string; Icon: typeof Store }[] = [
  { value: 'buyer', title: 'Buyer', text: 'Shop clothing and shoes', Icon: ShoppingBag },
  { value: 'vendor', title: 'Vendor', text: 'Sell your products', Icon: Store },
];

/** Two radio cards for the account type. */
export function RoleChoice({ field, selected, error }: { field: UseFormRegisterReturn; selected: string | undefined; error?: string }) {
  return (
    <fieldset aria-describedby={error ? 'role-error' : undefined}>
      <legend className="text-sm font-medium text-zinc-800">I want to join as</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        {choices.map(({ value, title, text, Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              selected === value ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-zinc-300 bg-white hover:border-zinc-400',
              error && selected !== value && 'border-red-400',
            )}
          >
            <input type="radio" value={value} className="sr-only" {...field} />
            <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', selected === value ? 'text-brand-700' : 'text-zinc-500')} aria-hidden="true" />
            <span>
              <span className="block text-sm font-semibold text-zinc-900">{title}</span>
              <span className="block text-xs text-zinc-600">{text}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="role-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

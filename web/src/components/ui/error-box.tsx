import { ERRORS } from '@seamline/contract';
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface ErrorBoxProps {
  message: ReactNode;
  /** Spec §8: page errors sit in a red box titled 'Error!'. */
  title?: string;
  action?: ReactNode;
  /** Offers 'Try again', which calls this (e.g. a query's refetch). */
  onRetry?: () => void;
}

export function ErrorBox({ message, title = ERRORS.pageErrorTitle, action, onRetry }: ErrorBoxProps) {
  const shown =
    action ??
    (onRetry && (
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    ));
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 text-sm">{message}</p>
        {shown && <div className="mt-3">{shown}</div>}
      </div>
    </div>
  );
}

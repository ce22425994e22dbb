import { RETURN_TEXTS, type Return } from '@seamline/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useBuyerReturnAction } from '../api/returns';
import { sendMutation } from '@/lib/send-mutation';

/** What the buyer may do next: send it back, cancel, or dispute a rejection. */
export function BuyerReturnActions({ ret }: { ret: Return }) {
  const action = useBuyerReturnAction();
  const [tracking, setTracking] = useState('');
  const [message, setMessage] = useState('');
  const run = (name: 'shipped' | 'cancel' | 'dispute', body: Record<string, unknown> | undefined, done: string) =>
    sendMutation(
      action,
      { returnId: ret.returnId, action: name, body },
      {
        onSuccess: () => toast.success(done),
        onError: (err) => toast.error('That did not work', { description: errorMessage(err, 'Please try again') }),
      },
    );
  const id = `return-${ret.returnId}`;
  // A rejection may be disputed once, until its due date (decision 201).
  const disputable = ret.dueAt !== null && new Date(ret.dueAt).getTime() > Date.now();
  return (
    <div className="flex flex-wrap items-end gap-2">
      {ret.status === 'approved' && (
        <>
          <div className="min-w-40 flex-1">
            <label htmlFor={`${id}-tracking`} className="text-xs font-medium text-zinc-800">
              Tracking number (optional)
            </label>
            <Input id={`${id}-tracking`} className="mt-1" value={tracking} onChange={(e) => setTracking(e.target.value)} maxLength={100} />
          </div>
          <Button
            size="sm"
            loading={action.isPending}
            onClick={() => run('shipped', { trackingNumber: tracking.trim() || null }, 'Marked as sent back')}
          >
            I have sent it back
          </Button>
        </>
      )}
      {(ret.status === 'requested' || ret.status === 'approved') && (
        <Button size="sm" variant="danger-ghost" disabled={action.isPending} onClick={() => run('cancel', undefined, 'Return cancelled')}>
          Cancel return
        </Button>
      )}
      {ret.status === 'rejected' && !disputable && <p className="text-sm text-zinc-700">{RETURN_TEXTS.rejectionFinal}</p>}
      {ret.status === 'rejected' && disputable && (
        <div className="w-full space-y-2">
          <p className="text-sm text-zinc-700">{RETURN_TEXTS.disputeUntil(formatDate(ret.dueAt))}</p>
          <label htmlFor={`${id}-dispute`} className="text-xs font-medium text-zinc-800">
            Why do you disagree?
          </label>
          <Textarea id={`${id}-dispute`} rows={2} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={1000} />
          <Button
            size="sm"
            variant="secondary"
            loading={action.isPending}
            disabled={!message.trim()}
            onClick={() => run('dispute', { message: message.trim() }, 'Dispute sent to Seamline')}
          >
            Dispute the decision
          </Button>
        </div>
      )}
    </div>
  );
}

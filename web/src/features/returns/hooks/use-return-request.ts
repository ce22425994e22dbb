import { RETURN_TEXTS } from '@seamline/contract';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCreateReturn } from '../api/returns';
import { type LineChoice, type ReturnableItem, returnLinesOf, untouchedChoice } from '../lib/return-choices';
import { sendMutation } from '@/lib/send-mutation';

/** The return dialog's choices per line, its note and message, and sending the request once all is chosen. */
export function useReturnRequest(orderId: number, returnable: readonly ReturnableItem[], onDone: () => void) {
  const create = useCreateReturn();
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choiceOf = (i: ReturnableItem): LineChoice => choices[i.orderItemId] ?? untouchedChoice(returnable.length === 1);
  const choose = (i: ReturnableItem, change: Partial<LineChoice>) =>
    setChoices((c) => ({ ...c, [i.orderItemId]: { ...choiceOf(i), ...change } }));

  const submit = () => {
    const { lines, problem } = returnLinesOf(returnable, choiceOf);
    if (problem) return setError(problem);
    setError(null);
    sendMutation(
      create,
      { orderId, lines, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(RETURN_TEXTS.returnCreated, { description: 'The shop has 3 days to answer.' });
          onDone();
        },
        onError: (err) => setError(errorMessage(err, 'The return could not be requested')),
      },
    );
  };

  return { choiceOf, choose, note, setNote, error, submit, sending: create.isPending };
}

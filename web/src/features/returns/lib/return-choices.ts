import type { ReturnLineInput, ReturnOutcome, ReturnReason } from '@seamline/contract';

/** An order line as the return dialog needs it. */
export interface ReturnableItem {
  orderItemId: number;
  productId: number;
  productName: string;
  size: string | null;
  colour: string | null;
  unitPrice: number;
  returnableQuantity: number;
}

/** What the buyer chose for one line: whether to send it back, how many, why, and what for. */
export interface LineChoice {
  selected: boolean;
  quantity: number;
  reason: ReturnReason | '';
  outcome: ReturnOutcome;
  exchangeVariantId: number | null;
}

/** A line untouched yet: chosen already when it is the only one the order can return. */
export const untouchedChoice = (onlyLine: boolean): LineChoice => ({
  selected: onlyLine,
  quantity: 1,
  reason: '',
  outcome: 'refund',
  exchangeVariantId: null,
});

/** The lines to request, from the chosen ones, or what the buyer still has to choose. */
export function returnLinesOf(
  items: readonly ReturnableItem[],
  choiceOf: (item: ReturnableItem) => LineChoice,
): { lines: ReturnLineInput[]; problem: string | null } {
  const lines = items
    .map((i) => ({ i, c: choiceOf(i) }))
    .filter(({ c }) => c.selected)
    .map(({ i, c }) => ({
      orderItemId: i.orderItemId,
      quantity: c.quantity,
      reason: c.reason as ReturnReason,
      outcome: c.outcome,
      ...(c.outcome === 'exchange' ? { exchangeVariantId: c.exchangeVariantId } : {}),
    }));
  return { lines, problem: problemOf(lines) };
}

function problemOf(lines: readonly ReturnLineInput[]): string | null {
  if (lines.length === 0) return 'Please choose at least one item to return';
  if (lines.some((l) => !l.reason)) return 'Please give a reason for each item';
  if (lines.some((l) => l.outcome === 'exchange' && !l.exchangeVariantId)) return 'Please choose the size to exchange for';
  return null;
}

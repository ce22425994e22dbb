/**
 * How many uploads each vendor has in progress in this process. Counted per process: a vendor
 * spread over several instances gets this many on each (docs/decisions/030-uploads-re-encoded.md).
 */
export function uploadSlots(max: number) {
  const busy = new Map<number, number>();
  return {
    /** A function that gives the slot back, or null when the vendor already has `max` in progress. */
    take(vendorId: number): (() => void) | null {
      const taken = busy.get(vendorId) ?? 0;
      if (taken >= max) return null;
      busy.set(vendorId, taken + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (busy.get(vendorId) ?? 1) - 1;
        if (left > 0) busy.set(vendorId, left);
        else busy.delete(vendorId);
      };
    },
  };
}

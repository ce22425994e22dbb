/**
 * Delivery dates in business days, Monday to Friday (docs/decisions/260-delivery-dates-in-business-days.md).
 * Dates are calendar days written YYYY-MM-DD; the order's day is the day of the order in the
 * marketplace's time zone.
 */

/** The calendar day `at` falls on in `timeZone` (the process's, which main.ts sets from TZ), as YYYY-MM-DD. */
export function dayOf(at: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/**
 * The business day `days` business days after `day`: each day counted is a weekday. Zero days is
 * `day` itself, or the Monday after it when it falls on a weekend (nothing is delivered then).
 */
export function addBusinessDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  while (isWeekend(d)) d.setUTCDate(d.getUTCDate() + 1);
  for (let left = days; left > 0; ) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (!isWeekend(d)) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

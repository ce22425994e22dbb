/**
 * A list as a PostgreSQL array literal, for one `::int[]` or `::text[]` parameter (ids and plain names
 * only: no quoting): `= any(${pgArray(ids)}::int[])` keeps one statement text for any number of values.
 */
export function pgArray(values: readonly (number | string)[]): string;
export function pgArray(values: readonly (number | string)[] | null): string | null;
export function pgArray(values: readonly (number | string)[] | null): string | null {
  return values === null ? null : `{${values.join(',')}}`;
}

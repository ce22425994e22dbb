// Column types and helpers every area's tables share.
import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `('a', 'b')` for a CHECK constraint, from the contract's list (the same text drizzle-kit wrote). */
export const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The shop's tables, one file per area under schema/ (written by the migrations in server/drizzle):
 * every import of `db/schema.js` reads them all from here.
 */
export * from './schema/accounts.js';
export * from './schema/catalogue.js';
export * from './schema/images.js';
export * from './schema/ledger.js';
export * from './schema/money.js';
export * from './schema/operator.js';
export * from './schema/orders.js';
export * from './schema/returns.js';
export * from './schema/shops.js';
export * from './schema/promotions.js';

// Accounts and signing in: users (buyers, vendors, the operator), sessions, reset and verification links, the login throttle, spent event-stream tickets.
import { CATEGORIES, ROLES, SHOP_STATUSES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, oneOf } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    preferences: text('preferences', { enum: CATEGORIES }),
    vendorName: text('vendor_name'),
    /** A vendor's own commission rate (docs/architecture.md#money-and-operator); null pays COMMISSION_PERCENT. */
    commissionPercent: smallint('commission_percent'),
    shopStatus: text('shop_status', { enum: SHOP_STATUSES }).notNull().default('active'),
    /** How many days after delivery a vendor's orders may be returned (docs/architecture.md#returns: 14–100). */
    returnDays: smallint('return_days').notNull().default(30),
    /** The shop page's address, `/shop/{slug}`: claimed from the store name by a trigger (migration 0022). */
    shopSlug: text('shop_slug'),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the owner opened the link of the verification mail; null until then. */
    emailVerifiedAt: ts('email_verified_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_shop_slug_key').on(t.shopSlug),
    // Store names are one per shop whatever their case or Unicode form ("Ｓｅａ" is "sea").
    uniqueIndex('users_vendor_name_key').on(sql`lower(normalize(${t.vendorName}, NFKC))`).where(sql`${t.role} = 'vendor'`),
    check('users_role_check', sql`${t.role} in ${oneOf(ROLES)}`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_commission_percent_check', sql`${t.commissionPercent} between 0 and 100`),
    check('users_shop_status_check', sql`${t.shopStatus} in ${oneOf(SHOP_STATUSES)}`),
    check('users_return_days_check', sql`${t.returnDays} between 14 and 100`),
  ],
);

/**
 * Signed-in sessions: a token names one (its `sid`), and stops working once it is revoked
 * (logout, 'Log out everywhere', a password change or reset) or expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Password reset links: only a SHA-256 of the token is kept; each works once, for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/** Links of the verification mail: single use, 24 hours, stored as SHA-256 like reset links (F11). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Login attempts, counted before the password is checked, so the backoff holds across every
 * instance and cannot be raced (domain/users/login-throttle.ts). `key` is `pair:<email>|<address>`
 * for one client's attempts at one account, `email:<email>` for the account's hourly ceiling.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: ts('locked_until'),
  windowStart: ts('window_start').notNull().defaultNow(),
  /** The attempt the last update let through: how one statement tells its caller yes or no. */
  grantedTo: text('granted_to'),
});

/** Client addresses an account has signed in from: they are not held back by the account's ceiling. */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSuccess: ts('last_success').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

/** Event-stream tickets already used (events/tickets.ts): each opens one stream; kept until it would have expired. */
export const spentTickets = pgTable(
  'spent_tickets',
  {
    jti: text('jti').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('spent_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * A buyer's own measurements (cm) and usual sizes, for size advice (docs/decisions/252); no row, or
 * a null, is a measurement not given. The sizes the buyer kept and sent back are not here: they are
 * read from orders and returns. Vendors never read this table.
 */
export const fitProfiles = pgTable(
  'fit_profiles',
  {
    buyerId: integer('buyer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chestCm: doublePrecision('chest_cm'),
    waistCm: doublePrecision('waist_cm'),
    hipsCm: doublePrecision('hips_cm'),
    inseamCm: doublePrecision('inseam_cm'),
    footLengthCm: doublePrecision('foot_length_cm'),
    usualTops: text('usual_tops'),
    usualBottoms: text('usual_bottoms'),
    usualDresses: text('usual_dresses'),
    usualShoes: text('usual_shoes'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'fit_profiles_body_check',
      sql`${t.chestCm} between 40 and 200 and ${t.waistCm} between 40 and 200 and ${t.hipsCm} between 40 and 200 and ${t.inseamCm} between 40 and 200`,
    ),
    check('fit_profiles_foot_check', sql`${t.footLengthCm} between 15 and 35`),
  ],
);

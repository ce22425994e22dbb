import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Bus } from '../bus/bus.js';
import { Outage, type OutageLog } from '../lib/outage.js';
import { type Db, queryRows } from './client.js';
import * as schema from './schema.js';

/** How replicas show in pg_stat_activity: a test and an operator can see reads arrive. */
export const REPLICA_APPLICATION_NAME = 'seamline-catalogue-reads';
/** The bus channel on which a write tells every instance the primary's WAL position after it. */
export const WRITTEN_CHANNEL = 'replica.written';
/** How often the replica is asked how far it has replayed while it is behind a write. */
const CATCH_UP_POLL_MS = 10;

/** A PostgreSQL streaming replica for catalogue reads (DATABASE_READ_URL). */
export interface ReadReplica {
  db: Db;
  /** The WAL position the replica has replayed, or null when it is not a replica (then it is never behind). */
  replayed(): Promise<bigint | null>;
  close(): Promise<void>;
}

/** Opens the replica: no migrations (it follows the primary's), read-only sessions. */
export function openReadReplica(url: string, poolSize = 20): ReadReplica {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: REPLICA_APPLICATION_NAME,
    options: '-c default_transaction_read_only=on',
  });
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    async replayed() {
      const [row] = await queryRows<{ lsn: string | null }>(db, sql`select pg_last_wal_replay_lsn()::text as lsn`);
      return row?.lsn ? lsnValue(row.lsn) : null;
    },
    close: () => pool.end(),
  };
}

/** A pg_lsn's text ('16/B374D848') as a number that orders as WAL positions do. */
export function lsnValue(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Chooses where catalogue reads go. Every successful write fences reads at the primary's WAL
 * position after it, on this instance at once and on the others through the bus, before any kept
 * answer is forgotten; until the replica has replayed that far, catalogue reads go to the primary.
 * So a writer's next read sees its write (read-your-writes), and so does everyone else's, and a
 * kept answer is never loaded from a replica that is behind a write it was told of.
 */
export class ReadRouter {
  private fence = 0n;
  private caughtUp = true;
  private polling = false;
  private closed = false;
  private readonly outage: Outage;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly primary: Db,
    private readonly replica: ReadReplica,
    private readonly bus: Bus,
    log?: OutageLog,
  ) {
    this.outage = new Outage('The read replica (DATABASE_READ_URL)', 'catalogue reads go to the primary', log);
    this.unsubscribe = bus.subscribe(WRITTEN_CHANNEL, (message) => {
      const lsn = (message as { lsn?: unknown } | null)?.lsn;
      if (typeof lsn === 'string' && /^[0-9A-F]+\/[0-9A-F]+$/i.test(lsn)) this.fenceAt(lsnValue(lsn));
    });
  }

  set log(log: OutageLog) {
    this.outage.log = log;
  }

  /** The database for the next catalogue read. */
  get db(): Db {
    return this.caughtUp && !this.outage.active ? this.replica.db : this.primary;
  }

  /** After a successful write: fence reads here and tell every instance. */
  async wrote(): Promise<void> {
    const [row] = await queryRows<{ lsn: string }>(this.primary, sql`select pg_current_wal_lsn()::text as lsn`);
    if (!row) return;
    this.fenceAt(lsnValue(row.lsn));
    await this.bus.publish(WRITTEN_CHANNEL, { lsn: row.lsn }).catch(() => {});
  }

  private fenceAt(lsn: bigint): void {
    if (lsn <= this.fence) return;
    this.fence = lsn;
    this.caughtUp = false;
    void this.poll();
  }

  /** Asks the replica how far it is until it has replayed up to the fence (or is found away, then again). */
  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (!this.closed && (!this.caughtUp || this.outage.active)) {
        try {
          const replayed = await this.replica.replayed();
          this.outage.end();
          if (replayed === null || replayed >= this.fence) this.caughtUp = true;
        } catch (err) {
          this.outage.begin(err);
        }
        if (!this.caughtUp || this.outage.active) await new Promise((r) => setTimeout(r, this.outage.active ? 1000 : CATCH_UP_POLL_MS));
      }
    } finally {
      this.polling = false;
    }
  }

  /** A read on the replica failed: reads go to the primary until it answers again. */
  failed(err: unknown): void {
    this.outage.begin(err);
    void this.poll();
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
  }
}

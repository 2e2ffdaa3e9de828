import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Something that runs SQL with `$1`-style parameters: the database itself or one transaction. */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** The secure site's database: PGlite (embedded) or PostgreSQL, behind the same small interface. */
export interface Database extends Queryable {
  /** 'pglite' or 'postgres'. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}

/**
 * Opens an embedded PGlite database: kept in `dataDir` when given (created if missing), else in memory.
 * PGlite serves one connection, so its transactions run one after another.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await db.query<Row>(sql, [...params])).rows;
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(sql, [...params])).rows;
          },
        }),
      );
    },
    async close() {
      await db.close();
    },
  };
}

/** Opens a PostgreSQL connection pool on `connectionString` (the `DATABASE_URL`). */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client's error (the server restarting) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Fail at start, with the server's message, rather than on the first request.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, [...params])).rows as Row[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await client.query(sql, [...params])).rows as Row[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** Reads a BIGINT column (a string from `pg`, a bigint or number from PGlite) as a number. */
export function toMillis(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  throw new TypeError(`Expected a timestamp, got ${typeof value}`);
}

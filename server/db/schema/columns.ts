import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column helpers shared by every table: uuid ids and timestamptz times (DESIGN.md "Data").
export const id = () =>
  uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Raw bytes (an uploaded document), written as hex text that PostgreSQL decodes: PGlite turns a
 * Uint8Array parameter into hex one byte at a time in JavaScript, which blocked the event loop
 * for 6 s on a 10 MB file; Buffer's hex is native. Read them with `bytesAsHex` for the same reason.
 */
export const bytea = customType<{ data: Uint8Array; driverData: SQL }>({
  dataType: () => 'bytea',
  toDriver: (bytes) => sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}, 'hex')`,
});

/** A bytea column as hex text, for `hexToBytes`: PGlite's own bytea reading is as slow as its writing. */
export const bytesAsHex = (column: AnyPgColumn) => sql<string>`encode(${column}, 'hex')`;
export const hexToBytes = (hex: string): Uint8Array => Buffer.from(hex, 'hex');

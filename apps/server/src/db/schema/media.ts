import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@app/contracts';
import { inList } from './catalog.ts';

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both come back as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Images operators upload (banners): kept in the database, so that they work on PGlite and
 * PostgreSQL alike with no disk or object store to set up. Named by the SHA-256 of their bytes,
 * so an upload of the same file is stored once and an address never changes its content.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    /** SHA-256 of `data`, 64 lower-case hex digits. */
    sha256: text('sha256').primaryKey(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_images_type_ck', inList(t.contentType, IMAGE_TYPES)),
    check('media_images_sha256_ck', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check(
      'media_images_bytes_ck',
      sql`${t.bytes} = octet_length(${t.data}) and ${t.bytes} between 1 and ${sql.raw(String(MAX_IMAGE_BYTES))}`,
    ),
  ],
);

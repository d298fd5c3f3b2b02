import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaImages } from '../../db/schema.ts';

export type NewMediaImage = typeof mediaImages.$inferInsert;

/** Stores an image once: the same bytes (same SHA-256) uploaded again change nothing. */
export async function insertMediaImage(db: Db, image: NewMediaImage): Promise<void> {
  await db.insert(mediaImages).values(image).onConflictDoNothing({ target: mediaImages.sha256 });
}

/** An uploaded image by the SHA-256 of its bytes, or undefined. */
export async function selectMediaImage(db: Db, sha256: string) {
  const [row] = await db
    .select({ contentType: mediaImages.contentType, data: mediaImages.data })
    .from(mediaImages)
    .where(eq(mediaImages.sha256, sha256))
    .limit(1);
  return row;
}

import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  games,
  launchTokens,
  originalsRounds,
  originalsSeeds,
  originalsSessions,
  type OriginalsRoundState,
} from '../../db/schema.ts';

export type OriginalGameRow = {
  gameCode: string;
  vendorCode: string;
  gameName: string;
  names: { en: string; vi: string } | Record<string, string>;
};

/** An enabled catalogue game of the in-house category with this code. */
export async function findInHouseGame(
  db: Db,
  gameCode: string,
): Promise<OriginalGameRow | undefined> {
  const [row] = await db
    .select({
      gameCode: games.gameCode,
      vendorCode: games.vendorCode,
      gameName: games.gameName,
      names: games.names,
    })
    .from(games)
    .where(
      and(eq(games.gameCode, gameCode), eq(games.gameType, 'INHOUSE'), eq(games.enabled, true)),
    )
    .limit(1);
  return row;
}

/** The game a launch token was issued for (read before the token is used up). */
export async function findLaunchTokenGame(
  db: Db,
  tokenHash: string,
): Promise<{ gameCode: string; vendorCode: string } | undefined> {
  const [row] = await db
    .select({ gameCode: launchTokens.gameCode, vendorCode: launchTokens.vendorCode })
    .from(launchTokens)
    .where(eq(launchTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

// ---- sessions

export async function insertSession(
  db: Db,
  values: { tokenHash: string; memberId: number; gameCode: string; expiresAt: Date },
): Promise<void> {
  await db.delete(originalsSessions).where(lt(originalsSessions.expiresAt, new Date()));
  await db.insert(originalsSessions).values(values);
}

export type SessionRow = typeof originalsSessions.$inferSelect;

export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(originalsSessions)
    .where(eq(originalsSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

// ---- seeds

export type SeedRow = typeof originalsSeeds.$inferSelect;

/** The member's fairness state, created with the given seeds the first time. */
export async function ensureSeeds(
  db: Db,
  values: { memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<SeedRow> {
  await db.insert(originalsSeeds).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(originalsSeeds)
    .where(eq(originalsSeeds.memberId, values.memberId));
  return row!;
}

export async function findSeeds(db: Db, memberId: number): Promise<SeedRow | undefined> {
  const [row] = await db.select().from(originalsSeeds).where(eq(originalsSeeds.memberId, memberId));
  return row;
}

/** Locks the member's fairness state: two rounds never draw with one seed and nonce. */
export async function lockSeeds(tx: Db, memberId: number): Promise<SeedRow | undefined> {
  const [row] = await tx
    .select()
    .from(originalsSeeds)
    .where(eq(originalsSeeds.memberId, memberId))
    .for('update');
  return row;
}

export async function updateSeeds(
  db: Db,
  memberId: number,
  values: Partial<Pick<SeedRow, 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce'>>,
): Promise<SeedRow> {
  const [row] = await db
    .update(originalsSeeds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(originalsSeeds.memberId, memberId))
    .returning();
  return row!;
}

// ---- rounds

export type RoundRow = typeof originalsRounds.$inferSelect;

/** Writes a pending round; undefined when the member already used this request id. */
export async function insertRoundIfNew(
  db: Db,
  values: {
    id: string;
    memberId: number;
    requestId: string;
    gameCode: string;
    vendorCode: string;
    stakeMinor: bigint;
    params: unknown;
  },
): Promise<RoundRow | undefined> {
  const [row] = await db
    .insert(originalsRounds)
    .values({ ...values, state: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findRoundByRequest(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(originalsRounds)
    .where(and(eq(originalsRounds.memberId, memberId), eq(originalsRounds.requestId, requestId)))
    .limit(1);
  return row;
}

export async function findRound(db: Db, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(originalsRounds).where(eq(originalsRounds.id, id)).limit(1);
  return row;
}

export async function lockRound(tx: Db, id: string): Promise<RoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(originalsRounds)
    .where(eq(originalsRounds.id, id))
    .for('update');
  return row;
}

/** Moves a round on from one state only (a concurrent repeat that got there first wins). */
export async function updateRoundFrom(
  db: Db,
  id: string,
  from: OriginalsRoundState,
  values: Partial<Omit<RoundRow, 'id' | 'memberId' | 'requestId'>>,
): Promise<RoundRow | undefined> {
  const [row] = await db
    .update(originalsRounds)
    .set(values)
    .where(and(eq(originalsRounds.id, id), eq(originalsRounds.state, from)))
    .returning();
  return row;
}

/** The member's last settled rounds of a game, newest first. */
export async function listSettledRounds(
  db: Db,
  memberId: number,
  gameCode: string,
  limit: number,
): Promise<RoundRow[]> {
  return db
    .select()
    .from(originalsRounds)
    .where(
      and(
        eq(originalsRounds.memberId, memberId),
        eq(originalsRounds.gameCode, gameCode),
        eq(originalsRounds.state, 'settled'),
      ),
    )
    .orderBy(desc(originalsRounds.drawnAt), desc(originalsRounds.createdAt))
    .limit(limit);
}

/** The member's rounds stuck before settlement (pending or drawn) since before `before`. */
export async function listUnfinishedRounds(
  db: Db,
  memberId: number,
  before: Date,
): Promise<RoundRow[]> {
  return db
    .select()
    .from(originalsRounds)
    .where(
      and(
        eq(originalsRounds.memberId, memberId),
        inArray(originalsRounds.state, ['pending', 'drawn']),
        lt(originalsRounds.createdAt, before),
      ),
    )
    .orderBy(originalsRounds.createdAt)
    .limit(50);
}

/** Test and operator helper: backdates a round (recovery only touches old unfinished rounds). */
export async function backdateRound(db: Db, id: string, createdAt: Date): Promise<void> {
  await db
    .update(originalsRounds)
    .set({ createdAt: sql`${createdAt.toISOString()}::timestamptz` })
    .where(eq(originalsRounds.id, id));
}

import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { getHotMatchesEndpoint, type HotMatchList } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { games, vendors } from '../../db/schema.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { sandboxHotMatches } from './sandbox-feed.ts';

/** The sports game hot matches open in: the first switched-on sports vendor's first game. */
async function sportsGame(db: Db) {
  const [row] = await db
    .select({ vendor: vendors.code, gameId: games.gameId, nodeId: games.nodeId })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(and(eq(vendors.category, 'SPORTS'), eq(vendors.enabled, true), eq(games.enabled, true)))
    .orderBy(asc(vendors.sort), asc(vendors.code), asc(games.sort), asc(games.id))
    .limit(1);
  return row;
}

/**
 * Hot matches (spec §7): the sports vendor's featured matches. The demo vendors' feed is the
 * sandbox's; a real vendor's feed plugs in here by its vendor code.
 */
export async function getHotMatches(db: Db, now: Date): Promise<HotMatchList> {
  const game = await sportsGame(db);
  if (!game) return { vendor: '', gameId: '', nodeId: '', list: [] };
  return { ...game, list: sandboxHotMatches(game.vendor, now) };
}

export function sportsRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getHotMatchesEndpoint, async (_request, reply) => {
      // Odds move: never cached.
      reply.header('cache-control', 'no-store');
      return getHotMatches(deps.db, new Date());
    });
  };
}

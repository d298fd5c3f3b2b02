import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  addFavouriteEndpoint,
  getGameCenterEndpoint,
  getGameVendorSplitEndpoint,
  getVendorConfigEndpoint,
  listFavouriteIdsEndpoint,
  listFavouritesEndpoint,
  listGamesEndpoint,
  listHotGamesEndpoint,
  listProvidersEndpoint,
  listRecentGamesEndpoint,
  listWinnersEndpoint,
  removeFavouriteEndpoint,
  setGameVendorSplitEndpoint,
  type EndpointShape,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route, type EndpointRequest } from '../../lib/endpoint-route.ts';
import { sendCached } from '../../lib/read-cache.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import {
  getGameCenter,
  getVendorConfig,
  listGames,
  listHotGames,
  listProviders,
  readVendorSettings,
  saveVendorSettings,
} from './game.service.ts';
import {
  addFavourite,
  listFavouriteIds,
  listFavourites,
  listRecentGames,
  removeFavourite,
} from './player-games.service.ts';
import { listWinners } from './winners.service.ts';
import { TtlCache } from './ttl-cache.ts';
import type { GameListIndex } from './game-list-index.ts';

/** The catalogue is the same for everyone; a short shared cache takes the load off the database. */
const PUBLIC_CACHE = 'public, max-age=30';

/** The cache keys of checked queries, which the routes keep (`keptQueries`) and give again. */
const canonicalKeys = new WeakMap<object, string>();

/** A parsed query as a cache key: the same query however its fields were ordered. */
function canonicalQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  let key = canonicalKeys.get(query);
  if (key === undefined) {
    key = JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    canonicalKeys.set(query, key);
  }
  return key;
}
/** Member lists change with every toggle and launch. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** How long a winner board answer is kept: a win shows on the board within this time. */
export const WINNERS_KEPT_MS = 5000;

/**
 * The games catalogue (spec §2, §3, §7): providers, vendor configuration, game lists, hot games,
 * game centre, winner board, and the member's favourites and recent games.
 */
export function gameRoutes(deps: RouteDeps & { index?: GameListIndex }): FastifyPluginAsync {
  return async (app) => {
    // Counts of long lists, kept as long as the merchant settings are (SETTINGS_CACHE_MS).
    const totals = new TtlCache<Promise<number>>(deps.config.settingsCacheMs);

    // The catalogue's public reads are answered from memory, serialised and compressed once, with
    // an ETag; an operator's change to vendors, games or the split drops them in every process.
    const cached = <E extends EndpointShape>(
      endpoint: E,
      cacheControl: string,
      compute: (request: EndpointRequest<E>) => Promise<unknown>,
      lifetimeMs?: number,
    ) =>
      route(
        app,
        endpoint,
        async (request, reply) => {
          const key = `${endpoint.path}?${canonicalQuery(request.query)}`;
          const answer = await deps.cache.answer(
            'catalogue',
            key,
            endpoint,
            () => compute(request),
            lifetimeMs,
          );
          return sendCached(request, reply, answer, cacheControl);
        },
        { keptQueries: true, encodesItself: true },
      );

    cached(listProvidersEndpoint, 'public, max-age=60', () => listProviders(deps.db));
    cached(getVendorConfigEndpoint, PUBLIC_CACHE, () => getVendorConfig(deps.db));
    cached(listGamesEndpoint, PUBLIC_CACHE, (request) =>
      listGames(deps.db, request.query, totals, deps.index),
    );
    cached(listHotGamesEndpoint, PUBLIC_CACHE, (request) => listHotGames(deps.db, request.query));
    cached(getGameCenterEndpoint, PUBLIC_CACHE, (request) =>
      getGameCenter(deps.db, request.query.gameType),
    );
    // The winner board is the same for every visitor: kept too, but only for WINNERS_KEPT_MS, as
    // each win changes it (browsers keep it 10 s). A home load asked the database for it each time.
    cached(
      listWinnersEndpoint,
      'public, max-age=10',
      (request) => listWinners(deps.db, request.query),
      WINNERS_KEPT_MS,
    );

    // ---- favourites and recent games (need a session; trial accounts too)

    route(app, addFavouriteEndpoint, (request) =>
      addFavourite(deps.db, request.member!.id, request.body),
    );
    route(app, removeFavouriteEndpoint, (request) => {
      const nodeId = request.body?.nodeId ?? request.query.nodeId;
      if (!nodeId) {
        throw new AppError('request.invalid', {
          message: 'nodeId is required',
          value: { field: 'nodeId' },
        });
      }
      const vendor = request.body ? request.body.vendor : request.query.vendor;
      return removeFavourite(deps.db, request.member!.id, { nodeId, vendor });
    });
    route(app, listFavouriteIdsEndpoint, async (request, reply) => {
      noStore(reply);
      return listFavouriteIds(deps.db, request.member!.id, request.query);
    });
    route(app, listFavouritesEndpoint, async (request, reply) => {
      noStore(reply);
      return listFavourites(deps.db, request.member!.id, request.query);
    });
    route(app, listRecentGamesEndpoint, async (request, reply) => {
      noStore(reply);
      return listRecentGames(deps.db, request.member!.id, request.query);
    });

    // ---- operator

    route(app, getGameVendorSplitEndpoint, () => readVendorSettings(deps.db));
    route(app, setGameVendorSplitEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        async (tx) => {
          const before = await readVendorSettings(tx);
          await saveVendorSettings(tx, request.body);
          return before;
        },
        (before) => ({
          action: 'game.vendor_split',
          targetType: 'settings',
          targetId: 'vendor_split',
          before,
          after: request.body,
        }),
      ).then(async () => {
        await deps.cache.invalidate('catalogue');
        return request.body;
      }),
    );
  };
}

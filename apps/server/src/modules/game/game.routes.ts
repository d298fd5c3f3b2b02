import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ErrorEnvelopeSchema,
  FavouriteBodySchema,
  FavouriteDeleteQuerySchema,
  FavouriteIdsQuerySchema,
  FavouriteIdsSchema,
  FavouriteListQuerySchema,
  FavouriteListSchema,
  FavouriteResultSchema,
  GameArraySchema,
  GameCenterQuerySchema,
  GameCenterSchema,
  GameListQuerySchema,
  GameListSchema,
  GameVendorSettingsSchema,
  HotGamesQuerySchema,
  ProviderListSchema,
  RecentGamesQuerySchema,
  RecentGamesSchema,
  VendorConfigQuerySchema,
  VendorConfigSchema,
  WinnersQuerySchema,
  WinnersSchema,
  okEnvelope,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { requireOperator } from '../../plugins/request-context.ts';
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

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};
const ok = <T extends z.ZodType>(value: T) => ({ 200: okEnvelope(value), ...errors });

/** The catalogue is the same for everyone; a short shared cache takes the load off the database. */
const publicCache = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=30');
/** Member lists change with every toggle and launch. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The signed-in member's id (routes with config.auth always have one). */
function memberIdOf(request: { member: { id: number } | null }): number {
  if (!request.member) throw new AppError('auth.required');
  return request.member.id;
}

/**
 * The games catalogue (spec §2, §3, §7): providers, vendor configuration, game lists, hot games,
 * game centre, winner board, and the member's favourites and recent games.
 */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counts of long lists, kept as long as the merchant settings are (SETTINGS_CACHE_MS).
  const totals = new TtlCache<Promise<number>>(app.config.settingsCacheMs);

  app.get(
    '/game/providers',
    {
      config: { module: 'GAMELO3' },
      schema: {
        tags: ['game'],
        summary: 'Enabled game providers in sort order, with their logos (footer, vendor rows)',
        response: ok(ProviderListSchema),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, value: await listProviders(app.db) };
    },
  );

  app.get(
    '/relay/GCSGAME_getVassGameType',
    {
      config: { module: 'GAMELO3' },
      schema: {
        tags: ['game'],
        summary:
          'Vendor configuration (spec §3): categories with their vendors in order, the SPORTS split into ESPORTS and COCKFIGHT, home sections and category tabs',
        querystring: VendorConfigQuerySchema,
        response: ok(VendorConfigSchema),
      },
    },
    async (_request, reply) => {
      publicCache(reply);
      return { success: true as const, value: await getVendorConfig(app.db) };
    },
  );

  app.get(
    '/game/list',
    {
      config: { module: 'GAMELO3' },
      schema: {
        tags: ['game'],
        summary:
          'A page of one category’s games, filtered and searched by name (case- and accent-insensitive)',
        querystring: GameListQuerySchema,
        response: ok(GameListSchema),
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return { success: true as const, value: await listGames(app.db, request.query, totals) };
    },
  );

  app.get(
    '/game/hot',
    {
      config: { module: 'GAMELOHOT3' },
      schema: {
        tags: ['game'],
        summary: 'Hot games, of one category or all, in list order',
        querystring: HotGamesQuerySchema,
        response: ok(GameArraySchema),
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return { success: true as const, value: await listHotGames(app.db, request.query) };
    },
  );

  app.get(
    '/game/center',
    {
      config: { module: 'GAMELO3' },
      schema: {
        tags: ['game'],
        summary:
          'Game centre: the vendors of a category with banner and game count (RNG: vassalage BGS only)',
        querystring: GameCenterQuerySchema,
        response: ok(GameCenterSchema),
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return {
        success: true as const,
        value: await getGameCenter(app.db, request.query.gameType),
      };
    },
  );

  app.get(
    '/game/winners',
    {
      config: { module: 'GAMELO3' },
      schema: {
        tags: ['game'],
        summary: 'Winner board: the latest wins of real members, names masked',
        querystring: WinnersQuerySchema,
        response: ok(WinnersSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=10');
      return { success: true as const, value: await listWinners(app.db, request.query) };
    },
  );

  // ---- favourites (need a session; trial accounts too)

  app.post(
    '/game/favourite',
    {
      config: { auth: 'member', module: 'GAMELOFAV3' },
      schema: {
        tags: ['game'],
        summary: 'Add a favourite game (adding it again changes nothing)',
        body: FavouriteBodySchema,
        response: ok(FavouriteResultSchema),
      },
    },
    async (request) => ({
      success: true as const,
      value: await addFavourite(app.db, memberIdOf(request), request.body),
    }),
  );

  app.delete(
    '/game/favourite',
    {
      config: { auth: 'member', module: 'GAMELOFAV3' },
      schema: {
        tags: ['game'],
        summary: 'Remove a favourite game, named in the body or by ?nodeId= (idempotent)',
        body: FavouriteBodySchema.nullish(),
        querystring: FavouriteDeleteQuerySchema,
        response: ok(FavouriteResultSchema),
      },
    },
    async (request) => {
      const nodeId = request.body?.nodeId ?? request.query.nodeId;
      if (!nodeId) {
        throw new AppError('request.invalid', {
          message: 'nodeId is required',
          value: { field: 'nodeId' },
        });
      }
      const vendor = request.body ? request.body.vendor : request.query.vendor;
      return {
        success: true as const,
        value: await removeFavourite(app.db, memberIdOf(request), { nodeId, vendor }),
      };
    },
  );

  app.get(
    '/game/favourite/ids',
    {
      config: { auth: 'member', module: 'GAMELOFAV3' },
      schema: {
        tags: ['game'],
        summary: 'The nodeIds of the member’s favourite games, as strings, newest first',
        querystring: FavouriteIdsQuerySchema,
        response: ok(FavouriteIdsSchema),
      },
    },
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        value: await listFavouriteIds(app.db, memberIdOf(request), request.query),
      };
    },
  );

  app.get(
    '/game/favourite/list',
    {
      config: { auth: 'member', module: 'GAMELOFAV3' },
      schema: {
        tags: ['game'],
        summary: 'The member’s favourite games, newest first',
        querystring: FavouriteListQuerySchema,
        response: ok(FavouriteListSchema),
      },
    },
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        value: await listFavourites(app.db, memberIdOf(request), request.query),
      };
    },
  );

  app.get(
    '/game/recent',
    {
      config: { auth: 'member', module: 'GAMELOREC3' },
      schema: {
        tags: ['game'],
        summary:
          'The member’s recently launched games, last played first (the newest 100 are kept)',
        querystring: RecentGamesQuerySchema,
        response: ok(RecentGamesSchema),
      },
    },
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        value: await listRecentGames(app.db, memberIdOf(request), request.query),
      };
    },
  );

  // ---- operator

  app.get(
    '/admin/game/vendor-split',
    {
      config: { gate: false },
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'SPORTS vendor rows listed as ESPORTS and as COCKFIGHT',
        security: [{ operator: [] }],
        response: ok(GameVendorSettingsSchema),
      },
    },
    async () => ({ success: true as const, value: await readVendorSettings(app.db) }),
  );

  app.put(
    '/admin/game/vendor-split',
    {
      config: { gate: false },
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Set which SPORTS vendor rows are listed as ESPORTS and as COCKFIGHT',
        security: [{ operator: [] }],
        body: GameVendorSettingsSchema.strict(),
        response: ok(GameVendorSettingsSchema),
      },
    },
    async (request) => {
      await saveVendorSettings(app.db, request.body);
      request.log.info(
        { audit: 'game.vendor_split', value: request.body },
        'operator changed the vendor split',
      );
      return { success: true as const, value: request.body };
    },
  );
};

// The schema Drizzle reads; each area keeps its tables in its own file under schema/.
export * from './schema/system.ts';
export * from './schema/members.ts';
export * from './schema/catalog.ts';
export * from './schema/content.ts';
export * from './schema/media.ts';
export * from './schema/auth.ts';
export * from './schema/ledger.ts';
export * from './schema/operators.ts';
export * from './schema/payment.ts';
export * from './schema/vendor-wallet.ts';
export * from './schema/games.ts';
export * from './schema/originals.ts';
export * from './schema/lottery.ts';

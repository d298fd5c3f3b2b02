import { queryPrepared, type Db } from '../../db/client.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import {
  LIST_ORDER,
  PLAYABLE,
  selectGamesByIds,
  type GameRow,
  type ListFilter,
} from './game.repository.ts';

/**
 * The game list's filter columns of every playable game, in list order, kept in memory: a list's
 * page of ids and its count are found here, and only the page's rows are read from the database,
 * by primary key (docs/decisions/2026-11-28-game-list-in-memory.md). The SQL statements of
 * game.repository.ts stay the reference: the test of this file checks that both give the same ids
 * and counts, and the list reads from SQL while no current snapshot exists.
 */

/** The columns a list filters on, of every playable game, in list order. */
const SNAPSHOT_STATEMENT = `select g.id::float8 as "id", g.game_type as "gameType",
  g.vendor_code as "vendorCode", g.vassalage, g.game_classify as "gameClassify",
  g.min_bet_minor::float8 as "minBetMinor", g.min_line as "minLine", g.is_new as "isNew",
  g.search_name as "searchName"
  from games g where ${PLAYABLE} order by ${LIST_ORDER}`;

export type SnapshotRow = {
  id: number;
  gameType: string;
  vendorCode: string;
  vassalage: string | null;
  gameClassify: string | null;
  minBetMinor: number | null;
  minLine: number | null;
  isNew: boolean;
  searchName: string;
};

/** Game rows kept per snapshot, at most (about 1 KB each). */
const MAX_ROWS = 20_000;

/** Rows handled between two yields of the event loop while a snapshot is built. */
const BUILD_SLICE = 2_000;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A dictionary of the distinct values of a column: value → code, 0 for null. */
class Codes {
  private readonly codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size + 1;
      this.codes.set(value, code);
    }
    return code;
  }
  /** The code of a value, or -1 for a value no game has (which then matches nothing). */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

/** A character as 10 bits: ASCII as it is, any other folded onto 896 codes (a shared code only
 * makes a trigram's list longer; every candidate is checked against the text itself). */
const charCode10 = (text: string, at: number) => {
  const c = text.charCodeAt(at);
  return c < 128 ? c : 128 + (c % 896);
};

/** A trigram's key, below 2^30 (a small integer, which a Map hashes fast). */
const gramKey = (text: string, at: number) =>
  (charCode10(text, at) << 20) | (charCode10(text, at + 1) << 10) | charCode10(text, at + 2);

let gramBuffer = new Int32Array(256);

/** The distinct trigram keys of a text, ascending, at the start of `gramBuffer` (how many returned). */
function gramsOf(text: string): number {
  const n = text.length - 2;
  if (n <= 0) return 0;
  if (n > gramBuffer.length) gramBuffer = new Int32Array(n);
  const into = gramBuffer;
  for (let at = 0; at < n; at++) into[at] = gramKey(text, at);
  const keys = into.subarray(0, n).sort();
  let distinct = 0;
  for (let k = 0; k < n; k++) if (k === 0 || keys[k] !== keys[k - 1]) into[distinct++] = keys[k]!;
  return distinct;
}

/** Positions (ascending) of the rows whose code in `column` is each code. */
function buckets(column: Uint16Array): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (const code of column) counts.set(code, (counts.get(code) ?? 0) + 1);
  const out = new Map<number, Int32Array>();
  const filled = new Map<number, number>();
  for (const [code, n] of counts) {
    out.set(code, new Int32Array(n));
    filled.set(code, 0);
  }
  for (let i = 0; i < column.length; i++) {
    const code = column[i]!;
    const at = filled.get(code)!;
    out.get(code)![at] = i;
    filled.set(code, at + 1);
  }
  return out;
}

/** Two ascending position lists as one. */
function merged(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = a[i]! < b[j]! ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

const EMPTY = new Int32Array(0);

/** One immutable picture of the playable games' filter columns, in list order. */
export class GameListSnapshot {
  private readonly types = new Codes();
  private readonly vendors = new Codes();
  private readonly vassalages = new Codes();
  private readonly classes = new Codes();
  private readonly ids: Float64Array;
  private readonly type: Uint16Array;
  private readonly vendor: Uint16Array;
  private readonly vassalage: Uint16Array;
  private readonly classify: Uint16Array;
  private readonly minBet: Float64Array;
  private readonly minLine: Float64Array;
  private readonly isNew: Uint8Array;
  private readonly search: string[];
  private byType = new Map<number, Int32Array>();
  private byVassalage = new Map<number, Int32Array>();
  /** Trigram key → the positions of the rows whose folded names hold it (CSR: start, length). */
  private grams = new Map<number, number>();
  private gramStart = new Int32Array(0);
  private gramCount = new Int32Array(0);
  private gramRows = new Int32Array(0);
  private readonly categoryRows = new Map<string, Int32Array>();
  /** The rows of a category (with its split) and vendor: the lists asked for so far. */
  private readonly listed = new Map<string, Int32Array>();
  /** Rows of games listed since the snapshot was read (they change only with a new snapshot). */
  private readonly rows = new Map<number, GameRow>();

  private constructor(readonly size: number) {
    this.ids = new Float64Array(size);
    this.type = new Uint16Array(size);
    this.vendor = new Uint16Array(size);
    this.vassalage = new Uint16Array(size);
    this.classify = new Uint16Array(size);
    this.minBet = new Float64Array(size);
    this.minLine = new Float64Array(size);
    this.isNew = new Uint8Array(size);
    this.search = new Array<string>(size);
  }

  /** A snapshot of rows in list order, built in slices so that other requests go on meanwhile. */
  static async build(rows: readonly SnapshotRow[]): Promise<GameListSnapshot> {
    const s = new GameListSnapshot(rows.length);
    const gramTally = new Map<number, number>();
    for (let i = 0; i < rows.length; i++) {
      if (i % BUILD_SLICE === BUILD_SLICE - 1) await yieldToLoop();
      const row = rows[i]!;
      s.ids[i] = row.id;
      s.type[i] = s.types.code(row.gameType);
      s.vendor[i] = s.vendors.code(row.vendorCode);
      s.vassalage[i] = s.vassalages.code(row.vassalage);
      s.classify[i] = s.classes.code(row.gameClassify);
      s.minBet[i] = row.minBetMinor ?? Number.NaN;
      s.minLine[i] = row.minLine ?? Number.NaN;
      s.isNew[i] = row.isNew ? 1 : 0;
      s.search[i] = row.searchName;
      const n = gramsOf(row.searchName);
      for (let k = 0; k < n; k++) {
        const key = gramBuffer[k]!;
        gramTally.set(key, (gramTally.get(key) ?? 0) + 1);
      }
    }
    s.byType = buckets(s.type);
    s.byVassalage = buckets(s.vassalage);
    // The trigram lists side by side in one array: a key's rows start at gramStart[slot].
    s.gramStart = new Int32Array(gramTally.size);
    s.gramCount = new Int32Array(gramTally.size);
    let total = 0;
    let slot = 0;
    for (const [key, n] of gramTally) {
      s.grams.set(key, slot);
      s.gramStart[slot] = total;
      slot++;
      total += n;
    }
    s.gramRows = new Int32Array(total);
    for (let i = 0; i < rows.length; i++) {
      if (i % BUILD_SLICE === BUILD_SLICE - 1) await yieldToLoop();
      const n = gramsOf(s.search[i]!);
      for (let k = 0; k < n; k++) {
        const at = s.grams.get(gramBuffer[k]!)!;
        s.gramRows[s.gramStart[at]! + s.gramCount[at]!] = i;
        s.gramCount[at]!++;
      }
    }
    return s;
  }

  /** The rows of the types a category lists, ascending (cached per category and split). */
  private rowsOfTypes(key: string, typeNames: readonly string[]): Int32Array {
    let rows = this.categoryRows.get(key);
    if (!rows) {
      rows = EMPTY;
      for (const name of typeNames) {
        const bucket = this.byType.get(this.types.find(name));
        if (bucket) rows = rows.length === 0 ? bucket : merged(rows, bucket);
      }
      this.categoryRows.set(key, rows);
    }
    return rows;
  }

  /**
   * The rows of `ids`, in their order: those read since this snapshot was taken from memory, the
   * others from the database by primary key (an id whose row is gone is left out).
   */
  async rowsOf(db: Db, ids: readonly number[]): Promise<GameRow[]> {
    const missing = ids.filter((id) => !this.rows.has(id));
    if (missing.length > 0) {
      const read = await selectGamesByIds(db, missing);
      if (this.rows.size + read.length > MAX_ROWS) this.rows.clear();
      for (const row of read) this.rows.set(row.id, row);
    }
    return ids.flatMap((id) => this.rows.get(id) ?? []);
  }

  /**
   * The ids of one page of a list, in list order, and how many games the list has: the same as
   * listPageStatement and listCountStatement (game.repository.ts) over the same games.
   */
  page(filter: ListFilter, offset: number, limit: number): { ids: number[]; total: number } {
    const { category, split } = filter;
    const code = (name: string) => this.types.find(name);
    const sports = code('SPORTS');
    const vendorSet = (codes: readonly string[]) => new Set(codes.map((c) => this.vendors.find(c)));

    // The category: which types, and a test of a row's type and vendor.
    let typeNames: string[];
    let inCategory: (i: number) => boolean;
    if (category === 'ESPORTS' || category === 'COCKFIGHT') {
      const own = code(category);
      const moved = vendorSet(category === 'ESPORTS' ? split.esports : split.cockfight);
      if (moved.size > 0) {
        typeNames = [category, 'SPORTS'];
        inCategory = (i) =>
          this.type[i] === own || (this.type[i] === sports && moved.has(this.vendor[i]!));
      } else {
        typeNames = [category];
        inCategory = (i) => this.type[i] === own;
      }
    } else if (category === 'SPORTS') {
      const away = vendorSet([...split.esports, ...split.cockfight]);
      typeNames = ['SPORTS'];
      inCategory = (i) => this.type[i] === sports && !away.has(this.vendor[i]!);
    } else if (category === 'LOTT') {
      const lott = code('LOTT');
      const elott = code('ELOTT');
      typeNames = ['LOTT', 'ELOTT'];
      inCategory = (i) => this.type[i] === lott || this.type[i] === elott;
    } else {
      const own = code(category);
      typeNames = [category];
      inCategory = (i) => this.type[i] === own;
    }

    // The rows of the category (and vendor), exact, kept per category, split and vendor.
    let vassalage = 0;
    if (filter.vassalage !== undefined) {
      vassalage = this.vassalages.find(filter.vassalage);
      if (vassalage < 0) return { ids: [], total: 0 };
    }
    const baseKey = `${category}|${split.esports.join(',')}|${split.cockfight.join(',')}|${vassalage}`;
    let base = this.listed.get(baseKey);
    if (!base) {
      const from =
        filter.vassalage !== undefined
          ? (this.byVassalage.get(vassalage) ?? EMPTY)
          : this.rowsOfTypes(typeNames.join(','), typeNames);
      const rows: number[] = [];
      for (let k = 0; k < from.length; k++) if (inCategory(from[k]!)) rows.push(from[k]!);
      base = Int32Array.from(rows);
      if (this.listed.size >= 2_000) this.listed.clear();
      this.listed.set(baseKey, base);
    }
    const search = filter.search ?? '';
    const { minBetMinor, minLine, isNew } = filter;
    const classify = filter.gameClassify === undefined ? 0 : this.classes.find(filter.gameClassify);
    if (!search && filter.gameClassify === undefined && minBetMinor === undefined) {
      if (minLine === undefined && !isNew) {
        const ids = Array.from(base.subarray(offset, offset + limit), (i) => this.ids[i]!);
        return { ids, total: base.length };
      }
    }

    // The fewer candidates: the list's rows, or those of the search text's rarest trigram (which
    // then still have to be in the list).
    let candidates = base;
    let checkList = false;
    if (search.length >= 3) {
      for (let at = 0; at + 3 <= search.length; at++) {
        const slot = this.grams.get(gramKey(search, at));
        if (slot === undefined) return { ids: [], total: 0 };
        const n = this.gramCount[slot]!;
        if (n < candidates.length) {
          const start = this.gramStart[slot]!;
          candidates = this.gramRows.subarray(start, start + n);
          checkList = true;
        }
      }
    }

    const ids: number[] = [];
    let total = 0;
    for (let k = 0; k < candidates.length; k++) {
      const i = candidates[k]!;
      if (checkList) {
        if (!inCategory(i)) continue;
        if (filter.vassalage !== undefined && this.vassalage[i] !== vassalage) continue;
      }
      if (filter.gameClassify !== undefined && this.classify[i] !== classify) continue;
      if (minBetMinor !== undefined && this.minBet[i] !== minBetMinor) continue;
      if (minLine !== undefined && this.minLine[i] !== minLine) continue;
      if (isNew && this.isNew[i] !== 1) continue;
      if (search && !this.search[i]!.includes(search)) continue;
      if (total >= offset && ids.length < limit) ids.push(this.ids[i]!);
      total++;
    }
    return { ids, total };
  }
}

/**
 * The current snapshot of a process, rebuilt after every change to the catalogue: it belongs to
 * the read cache's 'catalogue' generation it was read in (an operator's change in any process
 * moves that on) and lives no longer than the cached answers (READ_CACHE_MS), so that it is never
 * staler than they are. While no current snapshot exists, one is built in the background and
 * `current()` answers undefined: the caller reads from SQL meanwhile.
 */
export class GameListIndex {
  private snapshot: GameListSnapshot | undefined;
  private generation = -1;
  private builtAt = 0;
  private building: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
    private readonly ttlMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  current(): GameListSnapshot | undefined {
    if (this.ttlMs <= 0) return undefined;
    const generation = this.cache.generationOf('catalogue');
    if (this.snapshot && this.generation === generation && Date.now() - this.builtAt < this.ttlMs) {
      return this.snapshot;
    }
    this.snapshot = undefined;
    this.build(generation);
    return undefined;
  }

  /** Builds a snapshot now if none is current (after start-up, or in a test); resolves when done. */
  async ready(): Promise<GameListSnapshot | undefined> {
    const now = this.current();
    if (now) return now;
    await this.building;
    return this.current();
  }

  private build(generation: number): void {
    if (this.building) return;
    this.building = (async () => {
      const startedAt = Date.now();
      const rows = await queryPrepared<SnapshotRow>(
        this.db,
        'game_list_snapshot',
        SNAPSHOT_STATEMENT,
        [],
      );
      const snapshot = await GameListSnapshot.build(rows);
      // A change made while the rows were read belongs to the next snapshot.
      if (this.cache.generationOf('catalogue') !== generation) return;
      this.snapshot = snapshot;
      this.generation = generation;
      this.builtAt = startedAt;
    })()
      .catch(this.onError)
      .finally(() => {
        this.building = undefined;
      });
  }
}

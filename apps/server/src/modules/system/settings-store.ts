import { BlockList, isIP } from 'node:net';
import {
  GateSettingsSchema,
  SiteInfoSchema,
  type GateSettings,
  type SiteInfo,
  type WhitelabelFlag,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { readSettings, writeSetting } from './system.repository.ts';
import { defaultGateSettings, defaultSiteSettings } from './system.defaults.ts';

export type CompiledGate = GateSettings & { blockList: BlockList; countries: Set<string> };

export type SettingsSnapshot = { site: SiteInfo; gate: CompiledGate; loadedAt: number };

/** Adds one CIDR range or single address to a block list; returns false for a malformed entry. */
export function addRange(list: BlockList, entry: string): boolean {
  const [address, bits] = entry.trim().split('/');
  if (!address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const prefix = Number(bits);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, prefix, type);
  return true;
}

function compileGate(gate: GateSettings): CompiledGate {
  const blockList = new BlockList();
  for (const entry of gate.regionRestriction.blockedRanges) addRange(blockList, entry);
  return { ...gate, blockList, countries: new Set(gate.regionRestriction.blockedCountries) };
}

/**
 * The site settings from their stored document: keys (and whitelabel flags) added after it was
 * stored take their defaults; a document that no longer parses gives the defaults.
 */
export function siteFromStored(stored: unknown): SiteInfo {
  const defaults = defaultSiteSettings();
  const value = (stored ?? {}) as Partial<SiteInfo>;
  const site = SiteInfoSchema.safeParse({
    ...defaults,
    ...value,
    whitelabel: { ...defaults.whitelabel, ...value.whitelabel },
  });
  return site.success ? site.data : defaults;
}

/**
 * Cached view of the merchant settings. A change made through the server drops the cached view in
 * every process at once (through the cache's bus); each process also re-reads the database after
 * `ttlMs`, the bound for a change made behind the server's back.
 */
export class SettingsStore {
  private snapshot: SettingsSnapshot | undefined;
  private loading: Promise<SettingsSnapshot> | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly cache?: ReadCache,
  ) {
    cache?.onInvalidate((topic) => {
      if (topic === 'settings') this.snapshot = undefined;
    });
  }

  private async load(): Promise<SettingsSnapshot> {
    const rows = await readSettings(this.db);
    const gate = GateSettingsSchema.safeParse(rows.get('gate') ?? defaultGateSettings());
    return {
      site: siteFromStored(rows.get('site')),
      gate: compileGate(gate.success ? gate.data : defaultGateSettings()),
      loadedAt: Date.now(),
    };
  }

  /** The loaded view if it is still fresh, without waiting (the gate's per-call path). */
  fresh(): SettingsSnapshot | undefined {
    const snap = this.snapshot;
    return snap && Date.now() - snap.loadedAt < this.ttlMs ? snap : undefined;
  }

  /** The site and gate settings as one loaded view (the same object until they are re-read). */
  async current(): Promise<SettingsSnapshot> {
    const snap = this.snapshot;
    if (snap && Date.now() - snap.loadedAt < this.ttlMs) return snap;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    this.snapshot = await this.loading;
    return this.snapshot;
  }

  async site(): Promise<SiteInfo> {
    return (await this.current()).site;
  }

  async gate(): Promise<CompiledGate> {
    return (await this.current()).gate;
  }

  async isEnabled(flag: WhitelabelFlag): Promise<boolean> {
    return (await this.site()).whitelabel[flag] !== false;
  }

  /**
   * Forgets the cached settings here and in every other process: the next read loads them (after
   * a change committed elsewhere).
   */
  invalidate(): void {
    this.snapshot = undefined;
    void this.cache?.invalidate('settings');
  }

  async saveSite(site: SiteInfo): Promise<void> {
    await writeSetting(this.db, 'site', SiteInfoSchema.parse(site));
    this.invalidate();
  }

  async saveGate(gate: GateSettings): Promise<void> {
    await writeSetting(this.db, 'gate', GateSettingsSchema.parse(gate));
    this.invalidate();
  }
}

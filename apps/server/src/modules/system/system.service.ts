import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import {
  encodeCustomerServicePath,
  type GateSettings,
  type GateSettingsPatch,
  type SiteInfo,
  type SystemStatus,
  type SystemStatusCode,
} from '@app/contracts';
import type { CompiledGate, SettingsStore } from './settings-store.ts';
import { addRange } from './settings-store.ts';
import { FORMER_DEFAULT_TEXTS } from './system.defaults.ts';
import { BlockList } from 'node:net';
import { AppError } from '../../lib/app-error.ts';

export type Visitor = { ip: string; country: string | null };

function isBlockedIp(gate: CompiledGate, ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  // An IPv4 client seen through an IPv6 socket arrives as ::ffff:a.b.c.d.
  const mapped = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : undefined;
  if (mapped) return gate.blockList.check(mapped, 'ipv4');
  return gate.blockList.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** spec §4 "System status": 1 when under maintenance (whatever else), 2 when region restricted, else 0. */
export function statusCode(
  gate: CompiledGate,
  visitor: Visitor,
): {
  code: SystemStatusCode;
  restricted: boolean;
} {
  const restricted =
    gate.regionRestriction.enabled &&
    (isBlockedIp(gate, visitor.ip) ||
      (visitor.country !== null && gate.countries.has(visitor.country)));
  if (gate.maintenance.enabled) return { code: 1, restricted };
  return { code: restricted ? 2 : 0, restricted };
}

/** A text a player reads, or '' when it is an English text an earlier default stored. */
function playerText(text: string): string {
  return FORMER_DEFAULT_TEXTS.has(text.trim()) ? '' : text;
}

/**
 * The site's view of the settings: customer-service paths obfuscated as spec §3 says; texts that
 * earlier English defaults left in the settings served empty (the site shows its own).
 */
export function publicSiteInfo(site: SiteInfo): SiteInfo {
  return {
    ...site,
    customerService: site.customerService.map((cs) => ({
      ...cs,
      title: playerText(cs.title),
      path: encodeCustomerServicePath(cs.path, randomBytes(6).toString('base64url')),
    })),
    mobileTemplate: { ...site.mobileTemplate, app_desc: playerText(site.mobileTemplate.app_desc) },
  };
}

export async function getSystemStatus(
  store: SettingsStore,
  visitor: Visitor,
): Promise<SystemStatus> {
  const [site, gate] = await Promise.all([store.site(), store.gate()]);
  const { code, restricted } = statusCode(gate, visitor);
  return {
    status: code,
    info: publicSiteInfo(site),
    location: visitor,
    maintenance: {
      enabled: gate.maintenance.enabled,
      title: playerText(gate.maintenance.title),
      text: playerText(gate.maintenance.text),
    },
    regionRestriction: { enabled: gate.regionRestriction.enabled, restricted },
  };
}

function plainGate(gate: CompiledGate): GateSettings {
  return { maintenance: gate.maintenance, regionRestriction: gate.regionRestriction };
}

export async function readGate(store: SettingsStore): Promise<GateSettings> {
  return plainGate(await store.gate());
}

/** Applies an operator's partial change to the gate settings; every range must parse. */
export async function updateGate(
  store: SettingsStore,
  patch: GateSettingsPatch,
): Promise<GateSettings> {
  const current = plainGate(await store.gate());
  const next: GateSettings = {
    maintenance: { ...current.maintenance, ...patch.maintenance },
    regionRestriction: { ...current.regionRestriction, ...patch.regionRestriction },
  };
  const probe = new BlockList();
  const bad = next.regionRestriction.blockedRanges.filter((r) => !addRange(probe, r));
  if (bad.length > 0) {
    throw new AppError('request.invalid', {
      message: `Not an IP address or CIDR range: ${bad.join(', ')}`,
      value: { field: 'body.regionRestriction.blockedRanges', invalid: bad },
    });
  }
  await store.saveGate(next);
  return next;
}

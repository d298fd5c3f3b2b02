import { isIP } from 'node:net';
import { createHash } from 'node:crypto';
import * as core from 'zod/v4/core';
import {
  encodeCustomerServicePath,
  getSystemStatusEndpoint,
  okEnvelope,
  type OkEnvelope,
  type GateSettings,
  type GateSettingsPatch,
  type SiteInfo,
  type SystemStatus,
  type SystemStatusCode,
} from '@app/contracts';
import type { CompiledGate, SettingsSnapshot, SettingsStore } from './settings-store.ts';
import { addRange } from './settings-store.ts';
import { FORMER_DEFAULT_TEXTS } from './system.defaults.ts';
import { BlockList } from 'node:net';
import { AppError } from '../../lib/app-error.ts';
import { CachedAnswer } from '../../lib/read-cache.ts';

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

/** Eight characters of key for a path's obfuscation (spec §3), the same for the same path. */
function pathKey(path: string): string {
  return createHash('sha256').update(`cs:${path}`).digest('base64url').slice(0, 8);
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
      // The same key for the same path, so that the answer (and its ETag) stays the same.
      path: encodeCustomerServicePath(cs.path, pathKey(cs.path)),
    })),
    mobileTemplate: { ...site.mobileTemplate, app_desc: playerText(site.mobileTemplate.app_desc) },
  };
}

function statusOf(site: SiteInfo, gate: CompiledGate, visitor: Visitor): SystemStatus {
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

export async function getSystemStatus(
  store: SettingsStore,
  visitor: Visitor,
): Promise<SystemStatus> {
  const { site, gate } = await store.current();
  return statusOf(site, gate, visitor);
}

/** The parts of the status answer that are the same for every visitor, serialised once. */
type StatusParts = {
  gate: CompiledGate;
  head: string;
  maintenance: string;
  /** This snapshot's answers by visitor (status, restriction, address, country). */
  answers: Map<string, CachedAnswer>;
};

const partsBySnapshot = new WeakMap<SettingsSnapshot, StatusParts>();

function statusParts(snapshot: SettingsSnapshot): StatusParts {
  let parts = partsBySnapshot.get(snapshot);
  if (parts) return parts;
  // Encoded by the endpoint's own schema once, with a stand-in visitor whose parts are replaced.
  const sample = core.encode(okEnvelope(getSystemStatusEndpoint.response), {
    success: true,
    value: statusOf(snapshot.site, snapshot.gate, { ip: '', country: null }),
  }) as OkEnvelope<SystemStatus>;
  parts = {
    gate: snapshot.gate,
    head: `{"success":true,"value":{"info":${JSON.stringify(sample.value.info)},"status":`,
    maintenance: JSON.stringify(sample.value.maintenance),
    answers: new Map(),
  };
  partsBySnapshot.set(snapshot, parts);
  return parts;
}

/** Recent answers by their text: a returning visitor's is already compressed, with its ETag. */
const recentAnswers = new Map<string, CachedAnswer>();
const RECENT_ANSWERS = 2000;

/**
 * The status answer of one visitor: the site information is serialised once per settings
 * snapshot, the visitor's status, location and restriction are put in per call (spec §4:
 * maintenance and region rules apply to each visitor).
 */
export async function systemStatusAnswer(
  store: SettingsStore,
  visitor: Visitor,
): Promise<CachedAnswer> {
  const parts = statusParts(await store.current());
  const { code, restricted } = statusCode(parts.gate, visitor);
  // A returning visitor's answer without building its text (the site information is kilobytes).
  const visitorKey = `${code}\u0000${restricted}\u0000${visitor.ip}\u0000${visitor.country}`;
  const known = parts.answers.get(visitorKey);
  if (known) return known;
  const location = JSON.stringify({ ip: visitor.ip, country: visitor.country });
  const tail = `,"regionRestriction":{"enabled":${parts.gate.regionRestriction.enabled},"restricted":${restricted}}}}`;
  const body = `${parts.head}${code},"location":${location},"maintenance":${parts.maintenance}${tail}`;
  let answer = recentAnswers.get(body);
  if (answer) {
    recentAnswers.delete(body);
  } else {
    answer = new CachedAnswer(Buffer.from(body), 5);
    if (recentAnswers.size >= RECENT_ANSWERS) {
      const oldest = recentAnswers.keys().next();
      if (!oldest.done) recentAnswers.delete(oldest.value);
    }
  }
  recentAnswers.set(body, answer);
  if (parts.answers.size >= RECENT_ANSWERS) parts.answers.clear();
  parts.answers.set(visitorKey, answer);
  return answer;
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

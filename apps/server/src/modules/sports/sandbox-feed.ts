import { createHash } from 'node:crypto';
import type { HotMatch } from '@app/contracts';

// The demo sports vendors' feed: featured matches for the coming days, the same for everyone at
// a given time, with odds that move a little every few minutes as a bookmaker's do.

const FIXTURES: readonly { league: string; teams: readonly string[] }[] = [
  {
    league: 'V.League 1',
    teams: [
      'Hà Nội FC',
      'Công An Hà Nội',
      'Thép Xanh Nam Định',
      'Hoàng Anh Gia Lai',
      'Becamex Bình Dương',
      'Đông Á Thanh Hóa',
      'Hải Phòng',
      'Sông Lam Nghệ An',
    ],
  },
  {
    league: 'Premier League',
    teams: ['Arsenal', 'Liverpool', 'Manchester City', 'Chelsea', 'Tottenham', 'Newcastle'],
  },
  {
    league: 'La Liga',
    teams: [
      'Real Madrid',
      'Barcelona',
      'Atlético Madrid',
      'Real Sociedad',
      'Villarreal',
      'Sevilla',
    ],
  },
  {
    league: 'UEFA Champions League',
    teams: [
      'Bayern München',
      'Inter',
      'Paris Saint-Germain',
      'Borussia Dortmund',
      'Benfica',
      'Porto',
    ],
  },
];

/** Kick-offs in Vietnam time (UTC+7) each day: 18:00, 20:30, 23:00 and 02:00 the next night. */
const KICKOFF_MINUTES = [18 * 60, 20 * 60 + 30, 23 * 60, 26 * 60] as const;
const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the odds move. */
const ODDS_STEP_MS = 5 * 60 * 1000;
/** How many days ahead the feed lists. */
const DAYS_AHEAD = 4;

function hashOf(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function vnDayStart(at: Date): number {
  return Math.floor((at.getTime() + VN_OFFSET_MS) / DAY_MS) * DAY_MS - VN_OFFSET_MS;
}

function dayKey(dayStartUtc: number): string {
  return new Date(dayStartUtc + VN_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The match of a vendor, a day (yyyymmdd, Vietnam) and a slot; null for an id it never made. */
function matchOf(vendorCode: string, day: string, slot: number, now: Date): HotMatch | null {
  if (!/^\d{8}$/.test(day) || slot < 0 || slot >= KICKOFF_MINUTES.length) return null;
  const dayStart =
    Date.UTC(+day.slice(0, 4), +day.slice(4, 6) - 1, +day.slice(6, 8)) - VN_OFFSET_MS;
  if (Number.isNaN(dayStart)) return null;
  const seed = hashOf(`${vendorCode}:${day}:${slot}`);
  const fixture = FIXTURES[seed[0]! % FIXTURES.length]!;
  const home = seed[1]! % fixture.teams.length;
  const away = (home + 1 + (seed[2]! % (fixture.teams.length - 1))) % fixture.teams.length;
  // A price for each side from the seed, moved a little by the time step.
  const drift = hashOf(`${vendorCode}:${day}:${slot}:${Math.floor(now.getTime() / ODDS_STEP_MS)}`);
  const move = (byte: number) => ((byte % 11) - 5) / 100;
  const homeOdds = 1.55 + (seed[3]! / 255) * 1.9 + move(drift[0]!);
  const awayOdds = 1.55 + ((255 - seed[3]!) / 255) * 1.9 + move(drift[1]!);
  const drawOdds = 2.95 + (seed[4]! / 255) * 0.7 + move(drift[2]!);
  return {
    matchId: `${vendorCode}-${day}-${slot}`,
    league: fixture.league,
    home: fixture.teams[home]!,
    away: fixture.teams[away]!,
    kickoff: new Date(dayStart + KICKOFF_MINUTES[slot]! * 60 * 1000).toISOString(),
    odds: { home: homeOdds.toFixed(2), draw: drawOdds.toFixed(2), away: awayOdds.toFixed(2) },
  };
}

/** The feed's featured matches not yet kicked off, in kick-off order, at most `limit`. */
export function sandboxHotMatches(vendorCode: string, now: Date, limit = 12): HotMatch[] {
  const first = vnDayStart(now);
  const matches: HotMatch[] = [];
  for (let d = 0; d < DAYS_AHEAD; d++) {
    const day = dayKey(first + d * DAY_MS);
    for (let slot = 0; slot < KICKOFF_MINUTES.length; slot++) {
      const match = matchOf(vendorCode, day, slot, now);
      if (match && Date.parse(match.kickoff) > now.getTime()) matches.push(match);
    }
  }
  return matches.slice(0, limit);
}

/** A match of the feed by its id (`<vendor>-<yyyymmdd>-<slot>`), or null. */
export function sandboxMatch(matchId: string, now: Date): HotMatch | null {
  const m = /^([A-Za-z0-9_]+)-(\d{8})-(\d)$/.exec(matchId);
  return m ? matchOf(m[1]!, m[2]!, Number(m[3]), now) : null;
}

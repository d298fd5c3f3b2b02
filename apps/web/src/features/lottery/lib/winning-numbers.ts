/** A prize level of a result sheet and its numbers (spec §3 previousWinningNumber). */
export type PrizeLevel = { level: string; numbers: string[] };

const LEVEL = /^(GB|G[1-9])$/;

/**
 * spec §3: previousWinningNumber holds levels separated by `~` and numbers within a level by `,`;
 * the levels are GB (special) then G1…G9 in that order. A level may also name itself
 * (`G1:12345`). Empty levels and blanks are dropped; an empty or missing value is no sheet.
 */
export function parseWinningNumbers(value: string | null | undefined): PrizeLevel[] {
  if (!value?.trim()) return [];
  const levels: PrizeLevel[] = [];
  value.split('~').forEach((part, index) => {
    let text = part.trim();
    let level = index === 0 ? 'GB' : `G${index}`;
    const named = /^([A-Za-z0-9]+)\s*:\s*(.*)$/.exec(text);
    if (named && LEVEL.test(named[1]!.toUpperCase())) {
      level = named[1]!.toUpperCase();
      text = named[2]!;
    }
    const numbers = text
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (numbers.length > 0) levels.push({ level, numbers });
  });
  return levels;
}

/**
 * The top prize of a sheet, shown beside a result: the first level's first number — the special
 * prize (GB) on the Vietnamese sheets, the 1st / first prize on the SEA sheets.
 */
export function topNumber(levels: readonly PrizeLevel[]): string | undefined {
  return levels[0]?.numbers[0];
}

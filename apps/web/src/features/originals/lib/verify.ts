import {
  computeOutcome,
  formatAmountMinor,
  parseAmountMinor,
  payoutMinorOf,
  sha256Hex,
  type DiceParams,
  type FairInput,
  type OriginalOutcome,
  type OriginalsRound,
} from '@app/contracts';

export type Recomputed = {
  outcome: OriginalOutcome;
  /** SHA-256 of the server seed, as computed in this browser. */
  serverSeedHash: string;
};

/** Recomputes a round from seeds in the browser, with the server's own outcome functions. */
export async function recompute(input: FairInput): Promise<Recomputed> {
  const [outcome, serverSeedHash] = await Promise.all([
    computeOutcome(input),
    sha256Hex(input.serverSeed),
  ]);
  return { outcome, serverSeedHash };
}

export type RoundCheck = Recomputed & {
  hashMatches: boolean;
  outcomeMatches: boolean;
  payoutMatches: boolean;
  /** The payout the recomputed outcome gives for the round's stake. */
  payout: string;
};

/** The dice choice a round was played with (the outcome carries it). */
export function diceParamsOf(outcome: OriginalOutcome): DiceParams | null {
  return outcome.game === 'dice' ? { target: outcome.target, direction: outcome.direction } : null;
}

const canonical = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** Checks a stored round: the seed hashes to the commitment, and the seeds give its outcome and payout. */
export async function checkRound(round: OriginalsRound): Promise<RoundCheck> {
  const again = await recompute({
    game: round.gameCode,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    dice: diceParamsOf(round.outcome),
  });
  const payout = formatAmountMinor(payoutMinorOf(parseAmountMinor(round.stake)!, again.outcome));
  return {
    ...again,
    hashMatches: again.serverSeedHash === round.serverSeedHash,
    outcomeMatches: canonical(again.outcome) === canonical(round.outcome),
    payoutMatches: payout === round.payout,
    payout,
  };
}

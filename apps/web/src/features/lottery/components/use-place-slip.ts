import '../locales/strings.ts';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { formatMoney } from '@app/client/format';
import { ApiError } from '@app/client/api-client';
import { errorMessage } from '../../../lib/i18n.ts';
import { newRequestId, usePlaceLotteryBets } from '../api/place-lottery-bets.ts';
import type { BetSlip } from './use-bet-slip.ts';

/**
 * Places the slip on its draw (the wallet is debited at once). One request id per slip: a retry
 * after a lost answer sends the same id and is never charged twice; a placed or refused slip makes
 * the next try a new request. The outcome is the slip's message: the bets placed, or the localised
 * text of the refusal's error code (never the server's English message).
 */
export function usePlaceSlip(gameId: string, slip: BetSlip) {
  const { t } = useTranslation();
  const place = usePlaceLotteryBets();
  const requestId = useRef(newRequestId());

  const submit = async () => {
    const { option, summary, numero, numbers, stakeText } = slip;
    if (!option || !summary || summary.problem || !numero) return;
    slip.setMessage(null);
    try {
      const result = await place.mutateAsync({
        gameId,
        numero,
        requestId: requestId.current,
        bets: [{ betType: option.betType, numbers, stake: stakeText.trim() }],
      });
      requestId.current = newRequestId();
      slip.clearNumbers();
      slip.setMessage({
        kind: 'ok',
        text: t('lottery.bet.placed', {
          count: result.bets.length,
          total: formatMoney(result.totalStake),
          numero,
        }),
      });
    } catch (e) {
      // A refused slip was not charged: the next try is a new request.
      if (e instanceof ApiError && e.status >= 400 && e.status < 500)
        requestId.current = newRequestId();
      const code = e instanceof ApiError ? e.code : 'unknown';
      slip.setMessage({
        kind: 'error',
        code,
        text: e instanceof ApiError ? errorMessage(e.code) : t('lottery.loadFailed'),
      });
    }
  };

  return { submit, isPending: place.isPending };
}

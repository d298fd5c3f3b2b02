import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { LotteryGameDetail } from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { errorMessage } from '../../../lib/i18n.ts';
import { requestLaunch } from '../../../lib/launch/use-launch-game.ts';

/** The lotteries a vendor draws: the page hands over to the vendor's game (spec §4 prize modes). */
export function VendorLottery({
  detail,
  prizeMode,
}: {
  detail: LotteryGameDetail;
  prizeMode: string | null;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const game = detail.game;
  const open = async () => {
    setPending(true);
    setError(null);
    try {
      const { url } = await requestLaunch({
        category: game.gameType,
        vendor: game.vendorCode,
        gameId: game.gameId,
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        prizeMode: (prizeMode as 'Lott' | 'SEA' | null) ?? game.prizeMode,
      });
      window.location.assign(url);
    } catch (e) {
      setError(e instanceof ApiError ? errorMessage(e.code) : String(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="lottery-section" data-testid="lottery-vendor">
      <p className="lottery-muted">{t('lottery.vendorNotice')}</p>
      <button
        type="button"
        className="btn btn--gold"
        disabled={pending}
        onClick={() => void open()}
      >
        {t('lottery.openVendor')}
      </button>
      {error ? (
        <p className="lottery-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

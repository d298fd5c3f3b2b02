import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { LotteryGameDetail } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '@app/client/api-client';
import { errorMessage } from '../../../lib/i18n.ts';
import { BalanceWidget } from '../../../components/wallet/balance-widget.tsx';
import { useWallet } from '../../../lib/queries/wallet.ts';
import { useLotteryGame } from '../api/get-lottery-game.ts';
import { BetHistory } from './bet-history.tsx';
import { BetSlipPanel } from './bet-slip-panel.tsx';
import { BetTypePicker } from './bet-type-picker.tsx';
import { DrawNotices, DrawPicker } from './draw-picker.tsx';
import { HistoryList } from './history-list.tsx';
import { NumberPicker } from './number-picker.tsx';
import { useBetSlip } from './use-bet-slip.ts';
import { usePlaceSlip } from './use-place-slip.ts';
import { useSaleClosed } from './use-sale-closed.ts';
import { VendorLottery } from './vendor-lottery.tsx';
import '../../../components/wallet/balance.css';

/**
 * The betting page of a LOTT/ELOTT game (/m/launchGame): pick the draw, the bet type (odds as the
 * server sends them), the numbers, the stake per number; the slip totals it and checks the balance;
 * placing it debits the wallet at once. Bets refused after the lock say so. Below: the member's bets
 * on this game and the game's last results.
 */
export function BettingPage({ gameId, prizeMode }: { gameId: string; prizeMode: string | null }) {
  const { t } = useTranslation();
  const detail = useLotteryGame(gameId);
  const wallet = useWallet();
  const data = detail.data;
  // The slip lives as long as the page, across reloads of the game (the next draw, a failed refresh).
  const slip = useBetSlip(data, wallet.data?.sumBalance ?? null);
  const saleClosed = useSaleClosed(data, slip.numero);
  const place = usePlaceSlip(gameId, slip);

  if (!gameId)
    return (
      <EmptyState
        icon={TicketIcon}
        title={t('lottery.noGame')}
        text={t('lottery.empty.text')}
        action={{ label: t('lottery.toLobby'), to: '/m/lottery' }}
      />
    );
  if (detail.isPending)
    return (
      <p className="lottery-muted" aria-busy="true">
        {t('lottery.loading')}
      </p>
    );
  if (detail.isError || !data) {
    return (
      <p className="lottery-error" role="alert" data-testid="lottery-game-error">
        {detail.error instanceof ApiError
          ? errorMessage(detail.error.code)
          : t('lottery.loadFailed')}
      </p>
    );
  }
  const game = data.game;
  const { option, summary } = slip;

  return (
    <div className="lottery-betting" data-testid="lottery-betting" data-game-id={gameId}>
      <BettingHeader detail={data} />
      <BalanceWidget />

      {data.betOptions.length === 0 ? (
        <VendorLottery detail={data} prizeMode={prizeMode} />
      ) : (
        <>
          <DrawPicker detail={data} numero={slip.numero} onPick={slip.pickDraw} />
          <DrawNotices game={game} numero={slip.numero} saleClosed={saleClosed} />
          <BetTypePicker options={slip.options} option={option} onChoose={slip.chooseType} />
          {option ? (
            <section className="lottery-section" aria-label={t('lottery.bet.numbers')}>
              <NumberPicker
                key={option.betType}
                rule={option}
                selected={slip.numbers}
                onChange={slip.changeNumbers}
              />
            </section>
          ) : null}
          {option && summary ? (
            <BetSlipPanel
              slip={slip}
              option={option}
              summary={summary}
              saleClosed={saleClosed}
              placing={place.isPending}
              onPlace={() => void place.submit()}
            />
          ) : null}

          <BetHistory gameId={gameId} verifiable={game.playType === 'Entertainment'} />

          <section className="lottery-section" aria-labelledby="lottery-results-title">
            <h2 id="lottery-results-title" className="lottery-section__title">
              {t('lottery.results')}
            </h2>
            <HistoryList
              filter={{ gameGroupId: null, gameId, remark: '' }}
              pageLimit={1}
              testId="lottery-game-results"
            />
          </section>
        </>
      )}
    </div>
  );
}

/** The game's name, its remark (provinces and draw time) and whether it is a fast draw. */
function BettingHeader({ detail }: { detail: LotteryGameDetail }) {
  const { t } = useTranslation();
  const game = detail.game;
  return (
    <header className="lottery-betting__head">
      <div>
        <h1 className="lottery-betting__title">{game.gameName}</h1>
        {game.remark ? <p className="lottery-muted">{game.remark}</p> : null}
      </div>
      <span className="lottery-badge">
        {t(game.playType === 'Entertainment' ? 'lottery.playType.ent' : 'lottery.playType.trad')}
      </span>
    </header>
  );
}

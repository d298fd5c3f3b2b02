import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  LotteryBetOption,
  LotteryBetType,
  LotteryDraw,
  LotteryGameDetail,
} from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/i18n.ts';
import { requestLaunch } from '../../../lib/launch/use-launch-game.ts';
import { BalanceWidget } from '../../../components/wallet/balance-widget.tsx';
import { useWallet } from '../../../lib/queries/wallet.ts';
import { formatMoney } from '@app/client/format';
import { useLotteryGame } from '../api/get-lottery-game.ts';
import { newRequestId, usePlaceLotteryBets } from '../api/place-lottery-bets.ts';
import type { Timed } from '../api/timed.ts';
import { summariseSlip } from '../lib/bet-slip.ts';
import { formatDrawTime, formatOdds } from '../lib/format.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { BetHistory } from './bet-history.tsx';
import { CountdownText } from './countdown-text.tsx';
import { NumberPicker } from './number-picker.tsx';
import { HistoryList } from './history-list.tsx';
import { timerOf } from './lottery-card.tsx';
import '../../../components/wallet/balance.css';

/** The bet types the page offers first (the most played), then the rest in the server's order. */
const FIRST: readonly LotteryBetType[] = [
  'LO2',
  'DE',
  'LO3',
  'BA_CANG',
  'DAU',
  'DUOI',
  'XIEN2',
  'XIEN3',
  'XIEN4',
];

function orderOptions(options: readonly LotteryBetOption[]): LotteryBetOption[] {
  const rank = (t: LotteryBetType) => {
    const i = FIRST.indexOf(t);
    return i < 0 ? FIRST.length : i;
  };
  return [...options].sort((a, b) => rank(a.betType) - rank(b.betType));
}

/** The lotteries a vendor draws: the page hands over to the vendor's game (spec §4 prize modes). */
function VendorLottery({
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

/** The draw being bet on, with its live countdown to the lock (spec §4) or its close time. */
function DrawPicker({
  detail,
  numero,
  onPick,
}: {
  detail: Timed<LotteryGameDetail>;
  numero: string | null;
  onPick: (numero: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const game = detail.game;
  return (
    <section className="lottery-section" aria-labelledby="lottery-draws-title">
      <h2 id="lottery-draws-title" className="lottery-section__title">
        {t('lottery.bet.draw')}
      </h2>
      <ul className="lottery-chips lottery-chips--wrap" data-testid="lottery-draws">
        {detail.openDraws.map((d: LotteryDraw) => {
          const current = d.numero === game.numero;
          const active = d.numero === numero;
          return (
            <li key={d.numero}>
              <button
                type="button"
                className={`lottery-draw-chip${active ? ' is-active' : ''}`}
                aria-pressed={active}
                data-testid={`lottery-draw-option-${d.numero}`}
                onClick={() => onPick(d.numero)}
              >
                <strong>#{d.numero}</strong>
                {current ? (
                  <CountdownText
                    timer={timerOf(game, detail.receivedAt)}
                    testId="lottery-bet-countdown"
                  />
                ) : (
                  <small>{formatDrawTime(d.closeAt, i18n.language)}</small>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {detail.openDraws.length === 0 ? (
        <p className="lottery-muted">{t('lottery.bet.noDraw')}</p>
      ) : null}
      <p className="lottery-muted" data-testid="lottery-lock-info">
        {t('lottery.bet.lockInfo', { seconds: Math.round(game.lockTime / 1000) })}
      </p>
    </section>
  );
}

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
  const place = usePlaceLotteryBets();
  const [pickedNumero, setPickedNumero] = useState<string | null>(null);
  const [betType, setBetType] = useState<LotteryBetType | null>(null);
  const [numbers, setNumbers] = useState<string[]>([]);
  const [stake, setStake] = useState('');
  const [message, setMessage] = useState<{
    kind: 'ok' | 'error';
    text: string;
    code?: string;
  } | null>(null);
  const requestId = useRef(newRequestId());

  const data = detail.data;
  const options = useMemo(() => orderOptions(data?.betOptions ?? []), [data?.betOptions]);
  const option = options.find((o) => o.betType === betType) ?? options[0] ?? null;
  // The chosen draw while it is still on sale, else the current one.
  const open = data?.openDraws ?? [];
  const numero = open.some((d) => d.numero === pickedNumero)
    ? pickedNumero
    : (data?.game.numero ?? open[0]?.numero ?? null);
  const currentTimer = data
    ? timerOf(data.game, data.receivedAt)
    : { remainTime: 0, lotteryTime: [0, 0] as const, isSale: false, receivedAt: 0 };
  const countdown = useCountdown(currentTimer);
  const locked =
    numero !== null && numero === data?.game.numero && (!data.game.isSale || countdown.isOver);
  const stakeText = stake || option?.minStake || '';
  const slip = option
    ? summariseSlip({
        rule: option,
        numbers,
        stake: stakeText,
        minStake: option.minStake,
        maxStake: option.maxStake,
        balance: wallet.data?.sumBalance ?? null,
      })
    : null;

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
  const entertainment = game.playType === 'Entertainment';

  const choose = (next: LotteryBetType) => {
    setBetType(next);
    setNumbers([]);
    setMessage(null);
  };

  const submit = async () => {
    if (!option || !slip || slip.problem || !numero) return;
    setMessage(null);
    try {
      const result = await place.mutateAsync({
        gameId,
        numero,
        requestId: requestId.current,
        bets: [{ betType: option.betType, numbers, stake: stakeText.trim() }],
      });
      requestId.current = newRequestId();
      setNumbers([]);
      setMessage({
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
      setMessage({
        kind: 'error',
        code,
        text: e instanceof ApiError ? errorMessage(e.code) : t('lottery.loadFailed'),
      });
    }
  };

  return (
    <div className="lottery-betting" data-testid="lottery-betting" data-game-id={gameId}>
      <header className="lottery-betting__head">
        <div>
          <h1 className="lottery-betting__title">{game.gameName}</h1>
          {game.remark ? <p className="lottery-muted">{game.remark}</p> : null}
        </div>
        <span className="lottery-badge">
          {t(entertainment ? 'lottery.playType.ent' : 'lottery.playType.trad')}
        </span>
      </header>
      <BalanceWidget />

      {data.betOptions.length === 0 ? (
        <VendorLottery detail={data} prizeMode={prizeMode} />
      ) : (
        <>
          <DrawPicker
            detail={data}
            numero={numero}
            onPick={(n) => {
              setPickedNumero(n);
              setMessage(null);
            }}
          />
          {locked ? (
            <p className="lottery-notice is-lost" role="alert" data-testid="lottery-locked">
              {t('lottery.bet.locked')}
            </p>
          ) : null}
          {game.commitment && numero === game.numero ? (
            <p
              className="lottery-muted lottery-mono"
              data-testid="lottery-commitment"
              title={game.commitment}
            >
              {t('lottery.verify.commitment')}: {game.commitment.slice(0, 16)}…
            </p>
          ) : null}

          <section className="lottery-section" aria-labelledby="lottery-types-title">
            <h2 id="lottery-types-title" className="lottery-section__title">
              {t('lottery.bet.type')}
            </h2>
            <div className="lottery-types" data-testid="lottery-bet-types">
              {options.map((o) => (
                <button
                  key={o.betType}
                  type="button"
                  className={`lottery-type${option?.betType === o.betType ? ' is-active' : ''}`}
                  aria-pressed={option?.betType === o.betType}
                  data-testid={`lottery-bet-type-${o.betType}`}
                  onClick={() => choose(o.betType)}
                >
                  <span>{t(`lottery.betTypes.${o.betType}`)}</span>
                  <small data-testid={`lottery-odds-${o.betType}`}>{formatOdds(o.odds)}</small>
                </button>
              ))}
            </div>
            {option ? (
              <p className="lottery-muted">{t(`lottery.betRules.${option.betType}`)}</p>
            ) : null}
          </section>

          {option ? (
            <section className="lottery-section" aria-label={t('lottery.bet.numbers')}>
              <NumberPickerSlot
                option={option}
                numbers={numbers}
                onChange={(n) => {
                  setNumbers(n);
                  setMessage(null);
                }}
              />
            </section>
          ) : null}

          {option && slip ? (
            <section
              className="lottery-slip"
              data-testid="lottery-slip"
              aria-label={t('lottery.bet.slip')}
            >
              <div className="lottery-slip__top">
                <div className="lottery-slip__numbers" data-testid="lottery-slip-numbers">
                  {numbers.length > 0 ? numbers.join(', ') : t('lottery.bet.pickNumbers')}
                </div>
                <dl className="lottery-slip__sum">
                  <dt>{t('lottery.bet.tickets')}</dt>
                  <dd data-testid="lottery-slip-tickets">{slip.tickets}</dd>
                  <dt>{t('lottery.bet.total')}</dt>
                  <dd data-testid="lottery-slip-total">
                    {slip.total ? formatMoney(slip.total) : '—'}
                  </dd>
                  <dt>{t('lottery.bet.odds')}</dt>
                  <dd>{formatOdds(option.odds)}</dd>
                </dl>
              </div>
              <div className="lottery-slip__row">
                <label className="lottery-field lottery-slip__stake">
                  <span>
                    {t(option.combination ? 'lottery.bet.stakeCombo' : 'lottery.bet.stake')}
                  </span>
                  <input
                    inputMode="decimal"
                    data-testid="lottery-stake"
                    value={stake}
                    placeholder={formatMoney(option.minStake)}
                    onChange={(e) => {
                      setStake(e.target.value);
                      setMessage(null);
                    }}
                  />
                </label>
                <button
                  type="button"
                  className="btn btn--gold"
                  data-testid="lottery-place"
                  disabled={slip.problem !== null || locked || place.isPending || !numero}
                  onClick={() => void submit()}
                >
                  {place.isPending ? t('lottery.bet.placing') : t('lottery.bet.place')}
                </button>
              </div>
              {slip.problem && slip.problem !== 'noNumbers' ? (
                <p
                  className="lottery-error"
                  role="alert"
                  data-testid="lottery-slip-problem"
                  data-problem={slip.problem}
                >
                  {t(`lottery.bet.problems.${slip.problem}`, {
                    count: option.maxNumbers,
                    min: formatMoney(option.minStake),
                    max: formatMoney(option.maxStake),
                  })}
                </p>
              ) : null}
              {message ? (
                <p
                  className={
                    message.kind === 'ok' ? 'lottery-notice is-won' : 'lottery-notice is-lost'
                  }
                  role={message.kind === 'ok' ? 'status' : 'alert'}
                  data-testid={message.kind === 'ok' ? 'lottery-place-ok' : 'lottery-place-error'}
                  data-code={message.code}
                >
                  {message.text}
                </p>
              ) : null}
            </section>
          ) : null}

          <BetHistory gameId={gameId} verifiable={entertainment} />

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

function NumberPickerSlot({
  option,
  numbers,
  onChange,
}: {
  option: LotteryBetOption;
  numbers: string[];
  onChange: (n: string[]) => void;
}) {
  return <NumberPicker key={option.betType} rule={option} selected={numbers} onChange={onChange} />;
}

import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { GameRecordSummary, GameRound, ListedGameCategory } from '@app/contracts';
import { formatMoney } from '@app/client/format';
import {
  FilterChips,
  formatTime,
  RecordList,
  StatusChip,
} from '../../../components/ui/record-list.tsx';
import { useGameRecord } from '../api/get-game-record.ts';
import { DATE_PRESETS, presetRange, type DatePreset } from './date-presets.ts';
import './game-record.css';
import '../../../locales/records/strings.ts';

/** Categories whose rounds settle through the vendor wallet (the lottery keeps its own tickets). */
const CATEGORIES: readonly ListedGameCategory[] = [
  'RNG',
  'INHOUSE',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
];

const amountClass = (net: string) =>
  net.startsWith('-')
    ? 'record-line__amount--out'
    : net === '0.00'
      ? ''
      : 'record-line__amount--in';

function Summary({ summary }: { summary: GameRecordSummary }) {
  const { t } = useTranslation();
  return (
    <dl className="game-record-summary" data-testid="game-record-summary">
      <div>
        <dt>{t('gameRecord.rounds')}</dt>
        <dd data-testid="game-record-rounds">{summary.rounds}</dd>
      </div>
      <div>
        <dt>{t('gameRecord.bet')}</dt>
        <dd data-testid="game-record-total-bet">{formatMoney(summary.bet)}</dd>
      </div>
      <div>
        <dt>{t('gameRecord.win')}</dt>
        <dd data-testid="game-record-total-win">{formatMoney(summary.win)}</dd>
      </div>
      <div>
        <dt>{t('gameRecord.net')}</dt>
        <dd
          className={`record-line__amount ${amountClass(summary.net)}`}
          data-testid="game-record-total-net"
        >
          {formatMoney(summary.net, { signed: true })}
        </dd>
      </div>
    </dl>
  );
}

function RoundLine({ round }: { round: GameRound }) {
  const { t } = useTranslation();
  return (
    <li
      className="record-line game-record-line"
      data-testid="game-round"
      data-round-id={round.roundId}
      data-status={round.status}
    >
      <span className="record-line__title">{round.gameName}</span>
      <span
        className={`record-line__amount ${amountClass(round.net)}`}
        data-testid="game-round-net"
      >
        {formatMoney(round.net, { signed: true })}
      </span>
      <span className="record-line__meta">
        {round.vendorName} · {formatTime(round.time)}
      </span>
      <span className="record-line__right">
        <StatusChip status={round.status} label={t(`gameRecord.status.${round.status}`)} />
      </span>
      <span className="record-line__meta game-record-line__figures">
        {t('gameRecord.bet')} <strong data-testid="game-round-bet">{formatMoney(round.bet)}</strong>
        {' · '}
        {t('gameRecord.win')} <strong data-testid="game-round-win">{formatMoney(round.win)}</strong>
      </span>
    </li>
  );
}

/**
 * spec §2 /m/gameRecord, the betting record: the member's game rounds with bet, win, net, game,
 * vendor, time and status; date presets, category filter, totals, paging by "load more".
 */
export function GameRecordPage() {
  const { t, i18n } = useTranslation();
  const [preset, setPreset] = useState<DatePreset>('week');
  const [gameType, setGameType] = useState<ListedGameCategory | ''>('');
  const language = i18n.language === 'en' ? 'EN' : 'TY';
  const query = useGameRecord({ ...presetRange(preset), gameType, language });
  const pages = query.data?.pages ?? [];
  const rounds = pages.flatMap((p) => p.list);
  const summary = pages[0]?.summary;

  return (
    <div className="money-page" data-testid="game-record-page">
      <div className="record-filters">
        <FilterChips
          label={t('gameRecord.period')}
          options={DATE_PRESETS.map((p) => ({ value: p, label: t(`gameRecord.presets.${p}`) }))}
          value={preset}
          onChange={(v) => setPreset(v || 'week')}
          testId="game-record-presets"
        />
        <FilterChips
          label={t('gameRecord.category')}
          options={[
            { value: '' as const, label: t('records.all') },
            ...CATEGORIES.map((c) => ({ value: c, label: t(`gameRecord.categories.${c}`) })),
          ]}
          value={gameType}
          onChange={setGameType}
          testId="game-record-categories"
        />
      </div>
      {summary && summary.rounds > 0 ? <Summary summary={summary} /> : null}
      <RecordList query={query} count={rounds.length} testId="game-record">
        {rounds.map((round) => (
          <RoundLine key={`${round.vendorCode}:${round.roundId}`} round={round} />
        ))}
      </RecordList>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { formatDate } from '@app/client/format';
import type { HotMatch, HotMatchList } from '@app/contracts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { requestLaunch } from '../../../lib/launch/use-launch-game.ts';
import { currentLanguage, errorText, useSiteLanguage } from '../../../lib/i18n.ts';
import { useHotMatches } from '../api/get-hot-matches.ts';
import './hot-matches-popup.css';

/**
 * spec §7 "hot matches": each match's league, teams, kick-off and 1X2 odds, asked again every
 * 30 s while open; a tap opens the sports vendor at that match.
 */
export function HotMatchesPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const matches = useHotMatches();
  const [opening, setOpening] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async (hot: HotMatchList, match: HotMatch) => {
    setOpening(match.matchId);
    setProblem(null);
    try {
      const { url } = await requestLaunch({
        category: 'SPORTS',
        vendor: hot.vendor,
        gameId: hot.gameId,
        nodeId: hot.nodeId,
        matchId: match.matchId,
        language: currentLanguage(),
      });
      window.location.assign(url);
    } catch (error) {
      setProblem(errorText(error));
      setOpening(null);
    }
  };

  return (
    <Modal
      variant="sheet"
      onClose={onClose}
      label={t('games.hotMatches.title')}
      testId="hot-matches"
    >
      <div className="hot-matches">
        <div className="hot-matches__head">
          <h2 className="hot-matches__title">{t('games.hotMatches.title')}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('games.hotMatches.close')}
            onClick={onClose}
          >
            <CloseIcon size={18} />
          </button>
        </div>
        {problem ? (
          <p className="hot-matches__problem" role="alert">
            {problem}
          </p>
        ) : null}
        {matches.isPending ? (
          <p className="hot-matches__note" role="status">
            {t('common.loading')}
          </p>
        ) : matches.isError ? (
          <LoadFailed
            onRetry={() => void matches.refetch()}
            retrying={matches.isFetching}
            error={matches.error}
          />
        ) : matches.data.list.length === 0 ? (
          <p className="hot-matches__note">{t('games.hotMatches.none')}</p>
        ) : (
          <ul className="hot-matches__list">
            {matches.data.list.map((match) => (
              <li key={match.matchId}>
                <MatchRow
                  match={match}
                  busy={opening === match.matchId}
                  onOpen={() => void open(matches.data, match)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

function MatchRow({ match, busy, onOpen }: { match: HotMatch; busy: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  return (
    <button
      type="button"
      className="hot-match"
      data-testid="hot-match"
      data-match={match.matchId}
      disabled={busy}
      onClick={onOpen}
    >
      <span className="hot-match__meta">
        <span className="hot-match__league">{match.league}</span>
        {/* Kick-off in Vietnam time, as the site's records and draws show time. */}
        <span>{formatDate(match.kickoff, language, 'dateTime', 'Asia/Ho_Chi_Minh')}</span>
      </span>
      <span className="hot-match__teams">
        <span>{match.home}</span>
        <span className="hot-match__vs">vs</span>
        <span>{match.away}</span>
      </span>
      <span className="hot-match__odds" aria-label={t('games.hotMatches.odds')}>
        <span>
          <small>1</small>
          {match.odds.home}
        </span>
        <span>
          <small>X</small>
          {match.odds.draw}
        </span>
        <span>
          <small>2</small>
          {match.odds.away}
        </span>
      </span>
    </button>
  );
}

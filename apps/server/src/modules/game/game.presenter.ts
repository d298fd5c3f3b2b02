import {
  formatAmountMinor,
  type Game,
  type ListedGameCategory,
  type SiteLanguage,
} from '@app/contracts';
import type { GameAnswerRow } from './game.repository.ts';

/** The name in the site language: TY shows the Vietnamese name, EN the English one. */
export function nameIn(
  row: { gameName: string; names: { en: string; vi: string } },
  language: SiteLanguage,
) {
  return (language === 'EN' ? row.names.en : row.names.vi) || row.gameName;
}

/**
 * A game row as the site reads it (spec §3 "Game"), listed under `gameType`. The one presenter of
 * a game: the catalogue answers it as is, the lottery adds its timer props to it.
 */
export function toGame(
  row: GameAnswerRow,
  language: SiteLanguage,
  gameType: ListedGameCategory,
): Game {
  const name = nameIn(row, language);
  return {
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    code: row.gameCode,
    gameId: row.gameId,
    gameType,
    vassalage: row.vassalage,
    vendorCode: row.vendorCode,
    roomId: row.roomId,
    nodeName: row.nodeName,
    gameGroupId: row.gameGroupId,
    lottoMode: row.lottoMode,
    gameName: name,
    displayName: name,
    remark: row.remark,
    showIcon: row.iconUrl !== null,
    iconUrl: row.iconUrl,
    mobileIconUrl: row.iconUrl,
    mobileLargeIcon: row.iconUrl,
    mobileSmallIcon: row.iconUrl,
    isHot: row.isHot,
    isNew: row.isNew,
    isTop: row.isTop,
    isGameH5: row.isGameH5,
    supportPlay: row.supportPlay,
    gameClassify: row.gameClassify,
    gameClassifyNew: row.gameClassifyNew,
    minBet: row.minBetMinor === null ? null : formatAmountMinor(BigInt(row.minBetMinor)),
    minLine: row.minLine,
    drawDayOfWeek: row.drawDayOfWeek,
  };
}

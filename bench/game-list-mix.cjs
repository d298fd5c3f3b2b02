/**
 * The paths of the game-list mix (bench/game-list.ts): each request a game list
 * a player could ask for, drawn at random, so that most of them are asked for the first time and
 * miss every cache: a category (slots most often), a page (mostly the first ones, a long tail),
 * often a vendor, sometimes a name search (a word players type, half the time with a number that
 * makes it rare), a minimum bet, a classification or the new flag, in either language. CommonJS:
 * the load's worker thread (bench/open-load-worker.mjs) requires it by path.
 */
'use strict';

const CATEGORIES = [
  ['RNG', 45],
  ['LIVE', 10],
  ['FISH', 10],
  ['PVP', 10],
  ['SPORTS', 8],
  ['LOTT', 5],
  ['ESPORTS', 4],
  ['COCKFIGHT', 4],
  ['INHOUSE', 4],
];
const VENDORS = [
  'BGS',
  'JL',
  'RBG',
  'DGL',
  'GPL',
  'ASL',
  'VSB',
  'APS',
  'RCG',
  'ATG',
  'JL_PVP',
  'DS88',
  'SV3',
  'JL_FISH',
  'OKF',
  'TF',
  'IMSB',
  'INHOUSE',
  'LOTT',
];
const WORDS = [
  'rong',
  'ho',
  'phuong hoang',
  'ca chep',
  'hoa sen',
  'gau truc',
  'nu hoang',
  'trau',
  'den long',
  'ngoc trai',
  'dragon',
  'tiger',
  'phoenix',
  'koi',
  'lotus',
  'panda',
  'golden',
  'lucky',
  'royal',
  'jackpot',
  'vang',
  'may man',
  'kim cuong',
  'tai loc',
  'wild',
  'gems',
];
const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75'];
const CLASSIFIES = ['JP', 'SC', 'VP', 'AC'];
const TOTAL_WEIGHT = CATEGORIES.reduce((sum, [, w]) => sum + w, 0);

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function category() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [name, weight] of CATEGORIES) {
    r -= weight;
    if (r < 0) return name;
  }
  return 'RNG';
}

/** A path of the mix. */
function gameListPath() {
  const q = new URLSearchParams();
  q.set('gameType', category());
  // Geometric: page 1 about a fifth of the time, page 20 now and then, page 100 rarely.
  q.set('pageNo', String(Math.min(200, 1 + Math.floor(-Math.log(1 - Math.random()) * 5))));
  if (Math.random() < 0.35) q.set('vassalage', pick(VENDORS));
  if (Math.random() < 0.25) {
    const word = pick(WORDS);
    q.set(
      'gameName',
      Math.random() < 0.5 ? `${word} ${1 + Math.floor(Math.random() * 99_999)}` : word,
    );
    q.set('pageNo', '1');
  }
  if (Math.random() < 0.15) q.set('minBet', pick(MIN_BETS));
  if (Math.random() < 0.15) q.set('gameClassify', pick(CLASSIFIES));
  if (Math.random() < 0.1) q.set('isNew', '1');
  q.set('language', Math.random() < 0.7 ? 'TY' : 'EN');
  return `/wps/game/list?${q}`;
}

module.exports = { gameListPath };

import { groupAmount, type HotMatch } from '@app/contracts';
import { escapeHtml } from '../../lib/html.ts';
import { PAYTABLE, WEIGHT_TOTAL, returnToPlayer } from './paytable.ts';

export type RunnerLanguage = 'vi' | 'en';

/** Every text of the runner page and its script, in both languages. */
export const RUNNER_TEXTS = {
  vi: {
    title: 'Trò chơi thử nghiệm',
    back: 'Về trang chủ',
    sandbox: 'Nhà cung cấp thử nghiệm',
    balance: 'Số dư',
    stake: 'Mức cược',
    play: 'Chơi',
    playing: 'Đang quay…',
    ready: 'Chọn mức cược rồi bấm Chơi',
    loading: 'Đang kết nối ví…',
    win: 'Thắng',
    lose: 'Không trúng',
    result: 'Kết quả',
    paytable: 'Bảng trả thưởng',
    chance: 'Xác suất',
    pays: 'Trả',
    rtp: 'Tỷ lệ hoàn trả (RTP)',
    note: 'Mỗi ván đặt cược và trả thưởng qua API ví có chữ ký, như một nhà cung cấp thật.',
    'sandbox.token_invalid':
      'Liên kết trò chơi đã hết hạn hoặc đã được dùng. Vui lòng mở lại trò chơi từ trang chủ.',
    'sandbox.session_invalid': 'Phiên chơi đã kết thúc. Vui lòng mở lại trò chơi từ trang chủ.',
    'sandbox.wallet_unavailable': 'Ví chưa phản hồi. Ván sẽ được thanh toán khi ví phản hồi.',
    'sandbox.wallet_refused': 'Ví đã từ chối ván này.',
    'wallet.insufficient_funds': 'Số dư không đủ cho mức cược này.',
    'rate.limited': 'Bạn thao tác quá nhanh, vui lòng thử lại sau.',
    unknown: 'Đã xảy ra lỗi, vui lòng thử lại.',
  },
  en: {
    title: 'Sandbox game',
    back: 'Back to the site',
    sandbox: 'Sandbox vendor',
    balance: 'Balance',
    stake: 'Stake',
    play: 'Play',
    playing: 'Spinning…',
    ready: 'Pick a stake and press Play',
    loading: 'Connecting to the wallet…',
    win: 'Win',
    lose: 'No win',
    result: 'Result',
    paytable: 'Paytable',
    chance: 'Chance',
    pays: 'Pays',
    rtp: 'Return to player (RTP)',
    note: 'Each round bets and pays through the signed wallet API, as a real vendor does.',
    'sandbox.token_invalid':
      'This game link has expired or was already used. Open the game again from the site.',
    'sandbox.session_invalid': 'This game session has ended. Open the game again from the site.',
    'sandbox.wallet_unavailable':
      'The wallet did not answer. The round will be settled when it does.',
    'sandbox.wallet_refused': 'The wallet refused this round.',
    'wallet.insufficient_funds': 'Your balance does not cover this stake.',
    'rate.limited': 'Too many requests, please try again later.',
    unknown: 'Something went wrong, please try again.',
  },
} as const satisfies Record<RunnerLanguage, Record<string, string>>;

/** "GOLDEN_DRAGON" → "Golden Dragon": the vendor knows its game codes, not our catalogue names. */
export function gameTitle(gameCode: string): string {
  return gameCode
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/**
 * The runner page: plain HTML, its style and script from this origin (the site's CSP allows no
 * inline script or style). The script reads the launch token from the URL.
 */
export function runnerPage(options: {
  vendorCode: string;
  gameCode: string;
  language: RunnerLanguage;
  lobbyUrl: string;
  stakes: readonly string[];
  /** Sports: the hot match it was opened at. */
  match?: HotMatch | null;
}): string {
  const t = RUNNER_TEXTS[options.language];
  const title = gameTitle(options.gameCode);
  const stakes = options.stakes
    .map(
      (s, i) =>
        `<button type="button" class="stake${i === 0 ? ' picked' : ''}" data-stake="${escapeHtml(s)}" data-testid="sandbox-stake-${escapeHtml(s)}" aria-pressed="${i === 0}">${escapeHtml(groupAmount(s).replace(/\.00$/, ''))}</button>`,
    )
    .join('');
  const rows = PAYTABLE.map(
    (o) =>
      `<tr><td>×${o.tenths / 10}</td><td>${((o.weight / WEIGHT_TOTAL) * 100).toFixed(2)}%</td></tr>`,
  ).join('');
  return `<!doctype html>
<html lang="${options.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="/sandbox/assets/runner.css">
</head>
<body data-vendor="${escapeHtml(options.vendorCode)}" data-game="${escapeHtml(options.gameCode)}" data-texts="${escapeHtml(JSON.stringify(t))}">
<main class="runner">
<header class="bar">
<a class="back" href="${escapeHtml(options.lobbyUrl)}" data-testid="sandbox-back">‹ ${escapeHtml(t.back)}</a>
<span class="vendor">${escapeHtml(options.vendorCode)} · ${escapeHtml(t.sandbox)}</span>
</header>
<h1 data-testid="sandbox-game">${escapeHtml(title)}</h1>
${options.match ? `<p class="match" data-testid="sandbox-match" data-match="${escapeHtml(options.match.matchId)}">${escapeHtml(options.match.league)} · ${escapeHtml(options.match.home)} – ${escapeHtml(options.match.away)} · 1 ${escapeHtml(options.match.odds.home)} X ${escapeHtml(options.match.odds.draw)} 2 ${escapeHtml(options.match.odds.away)}</p>` : ''}
<section class="balance"><span>${escapeHtml(t.balance)}</span><strong data-testid="sandbox-balance">—</strong></section>
<section class="stage" data-testid="sandbox-result" data-state="idle">
<div class="multiplier" data-testid="sandbox-multiplier">×?</div>
<div class="outcome" data-testid="sandbox-outcome">${escapeHtml(t.ready)}</div>
</section>
<section class="stakes"><h2>${escapeHtml(t.stake)}</h2><div class="stake-row">${stakes}</div></section>
<button type="button" class="play" data-testid="sandbox-play" disabled>${escapeHtml(t.play)}</button>
<p class="status" role="status" data-testid="sandbox-status">${escapeHtml(t.loading)}</p>
<details class="paytable"><summary>${escapeHtml(t.paytable)} · ${escapeHtml(t.rtp)} ${(returnToPlayer() * 100).toFixed(0)}%</summary>
<table><thead><tr><th>${escapeHtml(t.pays)}</th><th>${escapeHtml(t.chance)}</th></tr></thead><tbody>${rows}</tbody></table>
<p>${escapeHtml(t.note)}</p></details>
</main>
<script src="/sandbox/assets/runner.js" defer></script>
</body></html>`;
}

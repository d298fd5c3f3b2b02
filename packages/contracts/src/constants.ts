/**
 * Business constants and limits of spec §9, read by both the site and the server.
 * Times are milliseconds unless the name says otherwise.
 */
export const PAGE_SIZE = {
  gameList: 25,
  searchOrHot: 25,
  homeSection: 29,
  rngList: 50,
  favourites: 25,
  recent: 25,
  favouriteIds: 100,
  vendorGameList: 100,
  recentLottery: 100,
  winners: 20,
  vietnameseDraws: 20,
} as const;

export const TIMERS = {
  searchDebounce: 500,
  markReadThrottle: 150,
  bannerAutoplay: 5000,
  loadingOverlay: 10_000,
  loadingOverlayLogout: 9_999,
  countdownRefresh: 500,
  countdownNearSeconds: 6,
  smsTick: 500,
  smsDefaultCountdownSeconds: 60,
  languageDebounce: 250,
  languageDebounceLogin: 200,
  modalFade: 300,
  menuScroll: 300,
  successToast: 1000,
  redirectDelay: 1000,
  smsSuccessToast: 1500,
  smsSendingToast: 10_000,
  defaultToast: 1500,
  shortToast: 3000,
  longToast: 8000,
  favouritesLoading: 3000,
  passwordLoading: 10_000,
  lotteryRefreshFallback: 7000,
  lotteryRefreshCap: 30_000,
  winnerBoardSpeed: 1500,
} as const;

export const INFINITE_SCROLL = { thresholdPx: 300, throttle: 500, scrollDelay: 150 } as const;
export const SWIPE_BACK = { distancePx: 100, reset: 500 } as const;

export const MIN_BETS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
/** Game classes: all, JP accumulative prize, SC scratch, VP video poker, TG PVP, AC arcade. */
export const GAME_CLASSES = ['all', 'JP', 'SC', 'VP', 'TG', 'AC'] as const;
export const LOTTERY_KEY = 'LOTT';
export const HIDDEN_CATEGORY = 'ELOTT';
export const DEFAULT_SLOTS_VENDOR = 'BGS';

export const MONEY = { decimals: 2, format: '#,##0.00', group: ',', decimal: '.' } as const;
export const REGISTRATION_TYPE = 0;
export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;
export const PLATFORM_CODE = 'M';
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU'] as const;

/**
 * The ids of boot data a framed page's HTML carries (apps/server/src/plugins/page-shell.ts) beside
 * the visitor's status, each read once by the site: the page's top banners, the home's floating
 * promotion's banners, the vendor configuration's answer (home, game list), the visitor's
 * announcements of the home (ANNOUNCEMENT_TYPES of m_home in the default language) and the
 * promotions page's list (in the default language).
 */
export const BOOT_DATA = {
  banners: 'boot-banners',
  vendorConfig: 'boot-vendor-config',
  homeAnnouncements: 'boot-home-announcements',
  promotions: 'boot-promotions',
  floatingBanners: 'boot-floating-banners',
} as const;
export const MINIMUM_AGE = 18;
export const UPLOAD = { maxBytes: 5 * 1024 * 1024, maxImages: 3, maxCommentChars: 140 } as const;
export const CAPTCHA = { minChars: 1, maxChars: 16 } as const;
export const VIETNAMESE_DRAW_COUNT = 20;

/**
 * The cookie that tells the server the visitor's site language (TY or EN; the app writes it beside
 * STORAGE_KEYS.language): a page's HTML paints its frame's words only in the language the visitor
 * will read (docs/decisions/2026-11-29-lottery-schedule-frame.md).
 */
export const LANGUAGE_COOKIE = 'site_language';

/** Local- and session-storage keys, spec §3 and §9. */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  hideDownloadBar: 'hideDownloadBar',
  theme: 'theme',
  webclip: 'WEBCLIP',
  lotteryFavourites: 'LOTTFAV',
  systemStatus: 'SYSTEM_STATUS',
  language: 'LANGUAGE',
  trialName: 'trialName',
  noticeShown: 'NOTICE_POPUP_SHOWN',
  /** A random id of this browser, sent in DEVICE_ID_HEADER so that limits count per device. */
  deviceId: 'DEVICE_ID',
} as const;

/** The header that carries the calling module's id, spec §7 (CBS3, COMM3, GAMELO3, …). */
export const MODULE_HEADER = 'x-module-id';

/**
 * The header carrying the browser's device id (16-64 letters, digits, '-' or '_') on sign-in,
 * registration, free play and recovery calls: their limits count per device as well as per address.
 */
export const DEVICE_ID_HEADER = 'x-device-id';

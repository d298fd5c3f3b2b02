import type { PromotionCategory, PromotionImage } from '../../schema/content.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { helpGroups } from '../../schema.ts';
import { mediaUrl } from '../../../modules/media/media-url.ts';

/** Content languages the demo writes (TY is Vietnamese, spec §1; EN is English). */
export const DEMO_LANGUAGES = ['vi', 'en'] as const;
type Lang = (typeof DEMO_LANGUAGES)[number];
type Text = Record<Lang, string>;

const DAY = 24 * 60 * 60 * 1000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

function html(intro: string, bullets: string[] = [], outro?: string): string {
  const list = bullets.length ? `<ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>` : '';
  return `<p>${intro}</p>${list}${outro ? `<p>${outro}</p>` : ''}`;
}

type DemoPromotion = {
  key: string;
  category: PromotionCategory;
  title: Text;
  content: Text;
  /** Days it lasts from its start; null for long-term (noExpiry 1). */
  days: number | null;
  /** Days before now it started (10 when absent); an old one with few days has ended. */
  startedDaysAgo?: number;
  /** Members apply with a comment and screenshots; the approve form starts with this bonus. */
  applications?: { bonusMinor: bigint; wageringMultiple: number };
};

const PROMOTIONS: DemoPromotion[] = [
  {
    key: 'welcome',
    category: 'new_player',
    title: {
      vi: 'Thưởng chào mừng 100% lần nạp đầu',
      en: 'Welcome bonus: 100% on your first deposit',
    },
    content: {
      vi: html(
        'Thành viên mới nạp lần đầu từ 100.000 ₫ nhận thưởng 100%, tối đa 8.888.000 ₫.',
        [
          'Áp dụng cho tài khoản đăng ký trong 7 ngày.',
          'Doanh thu cược yêu cầu: 15 lần (tiền nạp + thưởng).',
          'Mỗi người, mỗi thiết bị, mỗi số điện thoại chỉ nhận một lần.',
        ],
        'Nhận thưởng tại Trung tâm ưu đãi sau khi nạp.',
      ),
      en: html(
        'New members who make a first deposit of 100,000 ₫ or more get a 100% bonus, up to 8,888,000 ₫.',
        [
          'For accounts registered in the last 7 days.',
          'Wagering requirement: 15 times (deposit + bonus).',
          'One bonus per person, device and phone number.',
        ],
        'Claim it in the Reward Center after depositing.',
      ),
    },
    days: 365,
  },
  {
    key: 'daily-reload',
    category: 'deposit_promo',
    title: { vi: 'Nạp mỗi ngày, thưởng thêm 8%', en: 'Daily reload: 8% extra' },
    content: {
      vi: html('Lần nạp đầu tiên mỗi ngày được thưởng thêm 8%, tối đa 1.888.000 ₫.', [
        'Nạp tối thiểu 200.000 ₫.',
        'Doanh thu cược yêu cầu: 5 lần.',
      ]),
      en: html('Your first deposit each day earns an extra 8%, up to 1,888,000 ₫.', [
        'Minimum deposit 200,000 ₫.',
        'Wagering requirement: 5 times.',
      ]),
    },
    days: 90,
  },
  {
    key: 'app-download',
    category: 'app_download',
    title: { vi: 'Tải ứng dụng nhận 58.000 ₫', en: 'Get the app, get 58,000 ₫' },
    content: {
      vi: html('Tải ứng dụng Lucky Lotus, đăng nhập lần đầu trên ứng dụng và nhận 58.000 ₫.', [
        'Tài khoản đã xác minh số điện thoại.',
        'Doanh thu cược yêu cầu: 3 lần.',
      ]),
      en: html(
        'Install the Lucky Lotus app, log in on it for the first time and receive 58,000 ₫.',
        ['Your phone number must be verified.', 'Wagering requirement: 3 times.'],
      ),
    },
    days: 180,
    applications: { bonusMinor: 5_800_000n, wageringMultiple: 3 },
  },
  {
    key: 'slots-leaderboard',
    category: 'rng_promo',
    title: { vi: 'Đua top nổ hũ hằng tuần', en: 'Weekly slots leaderboard' },
    content: {
      vi: html('Top 50 người chơi có tổng cược nổ hũ cao nhất tuần chia nhau 200.000.000 ₫.', [
        'Tuần tính từ 00:00 thứ Hai đến 23:59 Chủ nhật (giờ Việt Nam).',
        'Giải nhất: 50.000.000 ₫.',
      ]),
      en: html('The 50 players with the highest weekly slot turnover share 200,000,000 ₫.', [
        'A week runs from Monday 00:00 to Sunday 23:59 (Vietnam time).',
        'First prize: 50,000,000 ₫.',
      ]),
    },
    days: 60,
  },
  {
    key: 'live-cashback',
    category: 'live_promo',
    title: { vi: 'Hoàn tiền Casino trực tiếp 0,8%', en: 'Live casino cashback 0.8%' },
    content: {
      vi: html('Nhận lại 0,8% tổng cược hợp lệ tại sảnh Casino trực tiếp, trả mỗi ngày.', [
        'Chưa nhận được? Gửi đơn kèm ảnh lịch sử cược, chúng tôi kiểm tra trong 24 giờ.',
      ]),
      en: html('Get 0.8% of your valid live-casino bets back, paid every day.', [
        'Missing a payment? Apply with a screenshot of your bet history; we check within 24 hours.',
      ]),
    },
    days: 120,
    applications: { bonusMinor: 10_000_000n, wageringMultiple: 1 },
  },
  {
    key: 'lotto-99',
    category: 'lotto_promo',
    title: { vi: 'Xổ số: Đề trả thưởng 1 ăn 99', en: 'Lottery: Đề pays 1 to 99' },
    content: {
      vi: html('Cược Đề Miền Bắc với tỷ lệ 1 ăn 99 trong suốt chương trình.', [
        'Áp dụng cho Xổ số Miền Bắc của Lotus Lottery.',
        'Mức cược tối đa mỗi số: 5.000.000 ₫.',
      ]),
      en: html('Bet Đề on the Northern draw at 1 to 99 for the whole campaign.', [
        'For the Northern Lottery of Lotus Lottery.',
        'Maximum stake per number: 5,000,000 ₫.',
      ]),
    },
    days: 45,
  },
  {
    key: 'unlimited-rebate',
    category: 'rebate_promo',
    title: { vi: 'Hoàn trả không giới hạn đến 1,2%', en: 'Unlimited rebate up to 1.2%' },
    content: {
      vi: html('Mọi cược hợp lệ được hoàn trả tự động theo cấp VIP, tối đa 1,2%.', [
        'Trả vào ví chính trước 12:00 hôm sau.',
        'Không yêu cầu doanh thu.',
      ]),
      en: html('Every valid bet earns an automatic rebate by VIP level, up to 1.2%.', [
        'Paid to the main wallet before 12:00 the next day.',
        'No wagering requirement.',
      ]),
    },
    days: null,
  },
  {
    key: 'vip-rules',
    category: 'player_rank_rules',
    title: { vi: 'Quy tắc thăng hạng VIP', en: 'VIP level rules' },
    content: {
      vi: html('Cấp VIP dựa trên tổng nạp và tổng cược tích lũy.', [
        'VIP1: nạp 1.000.000 ₫, cược 10.000.000 ₫.',
        'VIP5: nạp 100.000.000 ₫, cược 1.000.000.000 ₫.',
        'Thưởng thăng cấp và thưởng sinh nhật theo từng cấp.',
      ]),
      en: html('Your VIP level follows your total deposits and total bets.', [
        'VIP1: deposits 1,000,000 ₫, bets 10,000,000 ₫.',
        'VIP5: deposits 100,000,000 ₫, bets 1,000,000,000 ₫.',
        'Level-up and birthday bonuses for each level.',
      ]),
    },
    days: null,
  },
  {
    key: 'point-mall',
    category: 'point_mall',
    title: { vi: 'Đổi điểm nhận quà tại Point Mall', en: 'Redeem points in the Point Mall' },
    content: {
      vi: html('Mỗi 100.000 ₫ cược hợp lệ được 1 điểm. Dùng điểm đổi tiền thưởng và quà tặng.'),
      en: html('Every 100,000 ₫ of valid bets earns 1 point. Spend points on bonuses and gifts.'),
    },
    days: null,
  },
  {
    key: 'sports-insurance',
    category: 'sport_promo',
    title: { vi: 'Bảo hiểm cược thể thao', en: 'Sports bet insurance' },
    content: {
      vi: html('Cược xiên từ 5 trận thua 1 trận được hoàn 100% tiền cược, tối đa 500.000 ₫.', [
        'Gửi đơn kèm ảnh chụp phiếu cược trong 3 ngày sau khi trận kết thúc.',
      ]),
      en: html('A parlay of 5 or more legs that loses by one leg is refunded, up to 500,000 ₫.', [
        'Apply with a screenshot of the bet slip within 3 days of the last match.',
      ]),
    },
    days: 30,
    applications: { bonusMinor: 50_000_000n, wageringMultiple: 1 },
  },
  {
    key: 'fishing-double',
    category: 'fish_promo',
    title: { vi: 'Bắn cá nhận thưởng x2', en: 'Fishing: double rewards' },
    content: {
      vi: html('Bắn trúng cá vàng trong sảnh Bắn cá được nhân đôi tiền thưởng vào cuối tuần.'),
      en: html('Golden fish pay double in the fishing lobby every weekend.'),
    },
    days: 30,
  },
  {
    key: 'card-tournament',
    category: 'pvp_promo',
    title: { vi: 'Giải đấu Tiến Lên hằng tháng', en: 'Monthly Tien Len tournament' },
    content: {
      vi: html('Thắng nhiều ván Tiến Lên nhất tháng để nhận thưởng đến 20.000.000 ₫.'),
      en: html('Win the most Tien Len rounds in a month for prizes up to 20,000,000 ₫.'),
    },
    days: 30,
  },
  {
    key: 'tet-reload',
    category: 'deposit_promo',
    title: { vi: 'Lì xì Tết: thưởng nạp 88%', en: 'Lunar New Year: 88% deposit bonus' },
    content: {
      vi: html('Khuyến mãi Tết đã kết thúc. Cảm ơn bạn đã tham gia!'),
      en: html('The Lunar New Year promotion has ended. Thank you for taking part!'),
    },
    days: 20,
    startedDaysAgo: 300,
  },
  {
    key: 'euro-sports',
    category: 'sport_promo',
    title: { vi: 'Mùa bóng đá châu Âu: hoàn cược 10%', en: 'European football: 10% bet refund' },
    content: {
      vi: html('Chương trình đã kết thúc vào cuối mùa giải.'),
      en: html('The programme ended with the season.'),
    },
    days: 45,
    startedDaysAgo: 120,
  },
];

/**
 * Thai translations of some promotions: the third demo language (spec §1's ~38 codes); the others
 * fall back to Vietnamese for a Thai visitor.
 */
const THAI: Record<string, { title: string; content: string }> = {
  welcome: {
    title: 'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก',
    content: html('สมาชิกใหม่ที่ฝากครั้งแรกตั้งแต่ 100,000 ₫ รับโบนัส 100% สูงสุด 8,888,000 ₫'),
  },
  'daily-reload': {
    title: 'ฝากทุกวัน รับเพิ่ม 8%',
    content: html('ฝากเงินวันละครั้งรับโบนัสเพิ่ม 8%'),
  },
  'unlimited-rebate': {
    title: 'เงินคืนไม่จำกัดสูงสุด 1.2%',
    content: html('รับเงินคืนทุกวันจากยอดเดิมพันของคุณ'),
  },
  'lotto-99': {
    title: 'หวยเวียดนาม อัตราจ่าย 1:99',
    content: html('แทงหวยเวียดนามด้วยอัตราจ่ายสูงสุด'),
  },
};

/** The content languages of the demo's translations: English for all, Thai for some. */
export const DEMO_TRANSLATION_LANGUAGES = ['en', 'th'] as const;

function promotionRow(
  p: DemoPromotion,
  i: number,
  now: Date,
  lang: string,
  title: string,
  content: string,
) {
  const start = daysFrom(now, -(p.startedDaysAgo ?? 10));
  const images: PromotionImage[] = [
    { url: mediaUrl('promo', `${p.key}-${lang}-card`), sequence: 1 },
    { url: mediaUrl('promo', `${p.key}-${lang}-banner`), sequence: 2 },
  ];
  return {
    title,
    content,
    category: p.category,
    language: lang,
    startDate: start,
    endDate: p.days === null ? null : daysFrom(start, p.days),
    noExpiry: p.days === null ? 1 : 0,
    images,
    sort: (i + 1) * 10,
    enabled: true,
    acceptsApplications: p.applications !== undefined,
    applicationBonusMinor: p.applications?.bonusMinor ?? null,
    wageringMultiple: p.applications?.wageringMultiple ?? 1,
  };
}

/** The Vietnamese promotions (the originals, TY); each row has its card (1) and banner (2). */
export function demoPromotionRows(now: Date) {
  return PROMOTIONS.map((p, i) => promotionRow(p, i, now, 'vi', p.title.vi, p.content.vi));
}

/**
 * The translations: every promotion in English and some in Thai, each pointing to its Vietnamese
 * row (`idOfKey` maps a promotion key to it).
 */
export function demoPromotionTranslationRows(now: Date, idOfKey: Map<string, number>) {
  return PROMOTIONS.flatMap((p, i) => {
    const translationOf = idOfKey.get(p.key) ?? null;
    const rows = [{ ...promotionRow(p, i, now, 'en', p.title.en, p.content.en), translationOf }];
    const th = THAI[p.key];
    if (th) rows.push({ ...promotionRow(p, i, now, 'th', th.title, th.content), translationOf });
    return rows;
  });
}

/** The promotion key a Vietnamese title belongs to, for banner links. */
export function promotionKeyOfTitle(title: string): string | undefined {
  return PROMOTIONS.find((p) => p.title.vi === title)?.key;
}

/** A demo promotion's Vietnamese title by its key. */
export function promotionTitleOfKey(key: string): string {
  return PROMOTIONS.find((p) => p.key === key)?.title.vi ?? key;
}

type DemoBanner = { title: string; link: string | { promotion: string } };

/** Banners per group (spec §3); titles in Vietnamese, the site's default language. */
const BANNERS: Record<string, DemoBanner[]> = {
  m_home: [
    { title: 'Thưởng chào mừng 100% lần nạp đầu', link: { promotion: 'welcome' } },
    { title: 'Xổ số Miền Bắc 18:15 mỗi ngày', link: '/m/lottery' },
    { title: 'Hoàn trả không giới hạn đến 1,2%', link: { promotion: 'unlimited-rebate' } },
    { title: 'Nạp mỗi ngày, thưởng thêm 8%', link: { promotion: 'daily-reload' } },
  ],
  m_popup: [
    { title: 'Tải ứng dụng nhận 58.000 ₫', link: '/m/app' },
    { title: 'Đua top nổ hũ hằng tuần', link: { promotion: 'slots-leaderboard' } },
  ],
  m_reg: [
    { title: 'Đăng ký ngay, nhận thưởng 100%', link: '' },
    { title: 'An toàn · Bảo mật · Rút tiền nhanh', link: '' },
  ],
  m_hot: [
    { title: 'Trò chơi hot tuần này', link: '/m/hot' },
    { title: 'Nổ hũ tiền tỷ mỗi ngày', link: '/m/rng' },
    { title: 'Bắn cá nhận thưởng x2', link: { promotion: 'fishing-double' } },
  ],
  m_promotion: [
    { title: 'Ưu đãi thành viên mới', link: { promotion: 'welcome' } },
    { title: 'Hoàn tiền Casino trực tiếp 0,8%', link: { promotion: 'live-cashback' } },
    { title: 'Bảo hiểm cược thể thao', link: { promotion: 'sports-insurance' } },
  ],
  m_help: [
    { title: 'Hỗ trợ 24/7, luôn sẵn sàng', link: '/m/customer' },
    { title: 'Hướng dẫn nạp và rút tiền', link: '/m/help' },
  ],
  m_notice: [
    { title: 'Bảo trì định kỳ thứ Ba 02:00–03:00', link: '/m/notice' },
    { title: 'Cảnh giác tài khoản giả mạo', link: '/m/notice' },
  ],
};

/**
 * Banner rows; `promotionIds` maps a promotion key to its Vietnamese row's id for links.
 * m_home also gets one banner that has ended and one not started, which the site never shows.
 */
export function demoBannerRows(now: Date, promotionIds: Map<string, number>) {
  const start = daysFrom(now, -30);
  const rows = Object.entries(BANNERS).flatMap(([groupName, list]) =>
    list.map((b, i) => {
      const id = typeof b.link === 'string' ? undefined : promotionIds.get(b.link.promotion);
      return {
        groupName,
        title: b.title,
        imageUrl: mediaUrl('banner', `${groupName}-${i + 1}`),
        link: typeof b.link === 'string' ? b.link : id ? `/m/activityDetail?id=${id}` : '',
        sequence: i + 1,
        startAt: start,
        endAt: null as Date | null,
        enabled: true,
      };
    }),
  );
  rows.push(
    {
      groupName: 'm_home',
      title: 'Khuyến mãi Tết (đã kết thúc)',
      imageUrl: mediaUrl('banner', 'm_home-ended'),
      link: '',
      sequence: 0,
      startAt: daysFrom(now, -60),
      endAt: daysFrom(now, -1),
      enabled: true,
    },
    {
      groupName: 'm_home',
      title: 'Sự kiện sắp diễn ra',
      imageUrl: mediaUrl('banner', 'm_home-upcoming'),
      link: '',
      sequence: 0,
      startAt: daysFrom(now, 7),
      endAt: null,
      enabled: true,
    },
  );
  return rows;
}

type DemoAnnouncement = {
  type: string;
  groupName: string;
  title: Text;
  content: Text;
  /** Pages (request groupName) it is limited to; every page when absent. */
  pages?: string[];
};

const ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    type: 'PL',
    groupName: 'player',
    title: { vi: 'Bảo trì hệ thống định kỳ', en: 'Scheduled maintenance' },
    content: {
      vi: html(
        'Hệ thống bảo trì định kỳ vào <b>thứ Ba hằng tuần từ 02:00 đến 03:00</b> (giờ Việt Nam). Trong thời gian này có thể không vào được trò chơi.',
      ),
      en: html(
        'The platform is maintained <b>every Tuesday from 02:00 to 03:00</b> (Vietnam time). Games may be unavailable meanwhile.',
      ),
    },
  },
  {
    type: 'PL',
    groupName: 'player',
    title: { vi: 'Cảnh giác tài khoản giả mạo', en: 'Beware of impersonators' },
    content: {
      vi: html('Nhân viên Lucky Lotus không bao giờ hỏi mật khẩu hay mã OTP của bạn.', [
        'Chỉ liên hệ qua kênh chăm sóc khách hàng trên trang.',
        'Không chuyển tiền vào tài khoản cá nhân của bất kỳ ai.',
      ]),
      en: html('Lucky Lotus staff never ask for your password or OTP code.', [
        'Only use the customer-service channels on this site.',
        'Never transfer money to anyone’s personal account.',
      ]),
    },
  },
  {
    type: 'PL',
    groupName: 'player',
    title: { vi: 'Nạp tiền nhanh bằng VietQR', en: 'Deposit in seconds with VietQR' },
    content: {
      vi: html('Quét mã VietQR bằng ứng dụng ngân hàng để nạp tiền, tiền vào trong 1 phút.'),
      en: html('Scan the VietQR code with your banking app; funds arrive within a minute.'),
    },
  },
  {
    type: 'PL',
    groupName: 'hot',
    title: { vi: 'Ra mắt Xổ số nhanh 1 phút', en: 'New: 1-minute fast lottery' },
    content: {
      vi: html('Lô đề 1 phút và Xổ số nhanh 1 phút đã có mặt tại sảnh Xổ số.'),
      en: html('1-minute Lô đề and fast lottery are now in the lottery lobby.'),
    },
  },
  {
    type: 'PU',
    groupName: 'popup',
    title: { vi: 'Chào mừng đến với Lucky Lotus', en: 'Welcome to Lucky Lotus' },
    content: {
      vi: html(
        'Chúc bạn chơi vui vẻ và có trách nhiệm. Người chơi phải đủ <b>18 tuổi</b> trở lên.',
      ),
      en: html('Have fun and play responsibly. Players must be <b>18 or older</b>.'),
    },
  },
  {
    type: 'B',
    groupName: 'banners',
    pages: ['m_reg'],
    title: { vi: 'Ưu đãi thành viên mới tháng này', en: 'This month’s new-member offers' },
    content: {
      vi: html('Đăng ký hôm nay để nhận thưởng 100% lần nạp đầu.'),
      en: html('Register today to get a 100% bonus on your first deposit.'),
    },
  },
  {
    type: 'B',
    groupName: 'banners',
    title: { vi: 'Đua top nổ hũ 200 triệu', en: '200 million slots leaderboard' },
    content: {
      vi: html('Top 50 người chơi mỗi tuần chia nhau 200.000.000 ₫.'),
      en: html('The top 50 players each week share 200,000,000 ₫.'),
    },
  },
  {
    type: 'PR',
    groupName: 'promotion',
    title: { vi: 'Hoàn trả không giới hạn', en: 'Unlimited rebate' },
    content: {
      vi: html('Hoàn trả tự động đến 1,2% cho mọi cược hợp lệ.'),
      en: html('Automatic rebate of up to 1.2% on every valid bet.'),
    },
  },
  {
    type: 'A',
    groupName: 'agent',
    title: { vi: 'Chính sách hoa hồng đại lý mới', en: 'New agent commission plan' },
    content: {
      vi: html('Từ kỳ này, hoa hồng đại lý tính theo lợi nhuận ròng của tuyến dưới:', [
        'Cấp 1: 30% khi có từ 5 thành viên hoạt động.',
        'Cấp 2: 40% khi có từ 20 thành viên hoạt động.',
      ]),
      en: html('From this period, agent commission follows the downline’s net profit:', [
        'Tier 1: 30% with 5 or more active members.',
        'Tier 2: 40% with 20 or more active members.',
      ]),
    },
  },
  {
    type: 'A',
    groupName: 'agent',
    title: { vi: 'Hướng dẫn mở tài khoản tuyến dưới', en: 'How to open downline accounts' },
    content: {
      vi: html('Vào Trung tâm đăng ký để mở tài khoản cho thành viên tuyến dưới và đặt hoàn trả.'),
      en: html('Open accounts for your downline and set their rebates in the Register Centre.'),
    },
  },
];

/**
 * Announcements in both demo languages, started over the last days in list order. Their HTML is
 * written already in the form the operator's sanitiser stores (a test holds it to that).
 */
export function demoAnnouncementRows(now: Date) {
  return DEMO_LANGUAGES.flatMap((language) =>
    ANNOUNCEMENTS.map((a, i) => ({
      type: a.type,
      groupName: a.groupName,
      language,
      title: a.title[language],
      content: a.content[language],
      startDate: daysFrom(now, -(i + 1)),
      endDate: null,
      sort: (i + 1) * 10,
      enabled: true,
      platform: 'ALL',
      pages: a.pages ?? [],
    })),
  );
}

const HELP: { group: string; items: { title: Text; content: Text }[] }[] = [
  {
    group: 'account',
    items: [
      {
        title: { vi: 'Làm sao để đăng ký tài khoản?', en: 'How do I register?' },
        content: {
          vi: html(
            'Bấm <b>Đăng ký</b>, nhập tên đăng nhập (6–16 ký tự, bắt đầu bằng chữ cái), mật khẩu (8–64 ký tự, không dùng mật khẩu quá phổ biến) và mã xác nhận.',
          ),
          en: html(
            'Tap <b>Register</b> and enter a username (6–16 characters, starting with a letter), a password (8 to 64 characters, not a common one) and the captcha.',
          ),
        },
      },
      {
        title: { vi: 'Quên mật khẩu thì làm thế nào?', en: 'I forgot my password' },
        content: {
          vi: html(
            'Chọn <b>Quên mật khẩu</b> trên trang đăng nhập, lấy lại bằng số điện thoại hoặc email đã đăng ký.',
          ),
          en: html(
            'Choose <b>Forgot password</b> on the login page and recover it with your registered phone number or email.',
          ),
        },
      },
      {
        title: { vi: 'Đổi mật khẩu ở đâu?', en: 'Where do I change my password?' },
        content: {
          vi: html('Vào Trung tâm bảo mật → Đổi mật khẩu đăng nhập.'),
          en: html('Go to Security Center → Change login password.'),
        },
      },
    ],
  },
  {
    group: 'deposit',
    items: [
      {
        title: { vi: 'Các phương thức nạp tiền', en: 'Deposit methods' },
        content: {
          vi: html('Hỗ trợ:', ['VietQR', 'Ví Momo, ZaloPay', 'Chuyển khoản ngân hàng', 'USDT']),
          en: html('We accept:', ['VietQR', 'Momo and ZaloPay wallets', 'Bank transfer', 'USDT']),
        },
      },
      {
        title: { vi: 'Bao lâu tiền vào tài khoản?', en: 'How fast does a deposit arrive?' },
        content: {
          vi: html('VietQR và ví điện tử: dưới 1 phút. Chuyển khoản: 1–5 phút.'),
          en: html('VietQR and e-wallets: under a minute. Bank transfer: 1–5 minutes.'),
        },
      },
      {
        title: { vi: 'Nạp tối thiểu bao nhiêu?', en: 'What is the minimum deposit?' },
        content: {
          vi: html('Tối thiểu 50.000 ₫ mỗi lần, tối đa 300.000.000 ₫.'),
          en: html('At least 50,000 ₫ per deposit, at most 300,000,000 ₫.'),
        },
      },
    ],
  },
  {
    group: 'withdraw',
    items: [
      {
        title: { vi: 'Cách rút tiền', en: 'How to withdraw' },
        content: {
          vi: html('Thêm tài khoản ngân hàng, đặt mật khẩu rút tiền, rồi nhập số tiền cần rút.'),
          en: html('Add a bank account, set a withdrawal password, then enter the amount.'),
        },
      },
      {
        title: { vi: 'Thời gian xử lý rút tiền', en: 'Withdrawal processing time' },
        content: {
          vi: html('Thường 3–15 phút, tối đa 24 giờ vào ngày lễ.'),
          en: html('Usually 3–15 minutes, at most 24 hours on public holidays.'),
        },
      },
      {
        title: { vi: 'Vì sao lệnh rút bị từ chối?', en: 'Why was my withdrawal refused?' },
        content: {
          vi: html('Thường do chưa đủ doanh thu cược hoặc tên chủ tài khoản không khớp.'),
          en: html('Usually the wagering requirement is not met or the account name differs.'),
        },
      },
    ],
  },
  {
    group: 'games',
    items: [
      {
        title: { vi: 'Chơi thử miễn phí là gì?', en: 'What is free play?' },
        content: {
          vi: html('Tài khoản chơi thử có tiền ảo để thử trò chơi, không rút được.'),
          en: html('A trial account has play money to try games; it cannot be withdrawn.'),
        },
      },
      {
        title: { vi: 'Tìm lịch sử cược ở đâu?', en: 'Where is my betting history?' },
        content: {
          vi: html(
            'Mở <b>Trung tâm thành viên</b> → <b>Lịch sử cược</b> để xem từng ván theo ngày.',
          ),
          en: html('Open <b>Member centre</b> → <b>Betting record</b> to see each round by day.'),
        },
      },
      {
        title: { vi: 'Trò chơi bị gián đoạn thì sao?', en: 'What if a game is interrupted?' },
        content: {
          vi: html(
            'Ván cược đã đặt vẫn được kết toán; số dư cập nhật khi nhà cung cấp trả kết quả.',
          ),
          en: html(
            'A bet already placed is still settled; the balance updates when the provider reports.',
          ),
        },
      },
      {
        title: { vi: 'Xổ số mở thưởng lúc mấy giờ?', en: 'When are lottery draws?' },
        content: {
          vi: html('Giờ Việt Nam:', ['Miền Nam 16:15', 'Miền Trung 17:15', 'Miền Bắc 18:15']),
          en: html('Vietnam time:', ['South 16:15', 'Central 17:15', 'North 18:15']),
        },
      },
    ],
  },
  {
    group: 'responsible',
    items: [
      {
        title: { vi: 'Chơi có trách nhiệm', en: 'Responsible gaming' },
        content: {
          vi: html(
            'Trò chơi có rủi ro. Hãy đặt giới hạn thời gian và ngân sách, nghỉ ngơi khi cần.',
          ),
          en: html('Gaming carries risk. Set time and money limits and take breaks.'),
        },
      },
      {
        title: { vi: 'Độ tuổi tối thiểu', en: 'Minimum age' },
        content: {
          vi: html('Chỉ người từ 18 tuổi trở lên được đăng ký và chơi.'),
          en: html('Only people aged 18 or over may register and play.'),
        },
      },
    ],
  },
];

/** Help group headings (spec §2 "Help center"), in order. */
const HELP_GROUP_TITLES: Record<string, Text> = {
  account: { vi: 'Tài khoản', en: 'Account' },
  deposit: { vi: 'Nạp tiền', en: 'Deposits' },
  withdraw: { vi: 'Rút tiền', en: 'Withdrawals' },
  games: { vi: 'Trò chơi', en: 'Games' },
  responsible: { vi: 'Chơi có trách nhiệm', en: 'Responsible gaming' },
};

/** Help groups in both demo languages, in the order of HELP. */
export function demoHelpGroupRows() {
  return DEMO_LANGUAGES.flatMap((language) =>
    HELP.map(({ group }, i) => ({
      groupName: group,
      language,
      title: HELP_GROUP_TITLES[group]![language],
      sort: (i + 1) * 10,
    })),
  );
}

/** Help-center items by group in both demo languages. */
export function demoHelpRows() {
  return DEMO_LANGUAGES.flatMap((language) =>
    HELP.flatMap(({ group, items }) =>
      items.map((item, i) => ({
        groupName: group,
        language,
        title: item.title[language],
        content: item.content[language],
        sort: (i + 1) * 10,
      })),
    ),
  );
}

/**
 * For a demo database seeded before translations and help groups existed: links each demo
 * translation to its Vietnamese original (their images share the promotion's key,
 * `<key>-<language>-card`) and writes the demo help groups when there are none. Idempotent.
 */
export async function upgradeDemoContent(db: Db): Promise<void> {
  await db.execute(sql`
    update promotions t set translation_of = o.id
    from promotions o
    where t.language <> 'vi' and t.translation_of is null and o.language = 'vi'
      and o.translation_of is null
      and t.images -> 0 ->> 'url' = replace(o.images -> 0 ->> 'url', '-vi-card', '-' || t.language || '-card')`);
  const [groups] = await db.select({ n: sql<number>`count(*)::int` }).from(helpGroups);
  if (Number(groups?.n ?? 0) === 0) await db.insert(helpGroups).values(demoHelpGroupRows());
}

/**
 * The demo's promotion applications, by account and promotion key: one waiting for an operator,
 * one approved (its reward waits in the demo player's reward center), one rejected with a reason.
 */
export const DEMO_APPLICATIONS = [
  {
    account: 'agent01',
    promotion: 'app-download',
    comment: 'Đã tải ứng dụng và đăng nhập lần đầu hôm nay.',
    state: 'pending',
  },
  {
    account: 'demo',
    promotion: 'sports-insurance',
    comment: 'Xiên 6 trận thua đúng 1 trận, phiếu cược ngày 20/11.',
    state: 'approved',
    bonusMinor: 20_000_000n,
    wageringMultiple: 1,
  },
  {
    account: 'demo',
    promotion: 'live-cashback',
    comment: 'Chưa nhận hoàn tiền Casino ngày 18/11.',
    state: 'rejected',
    reason:
      'Hoàn tiền ngày 18/11 đã được trả lúc 10:00 ngày 19/11, vui lòng xem lịch sử giao dịch.',
  },
] as const;

import {
  AnnouncementSchema,
  WinnerItemSchema,
  type Announcement,
  type WinnerItem,
} from '@app/contracts';

let nextId = 1;

/** An announcement as the server answers it, parsed through the contract. */
export function buildAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  const id = overrides.id ?? nextId++;
  return AnnouncementSchema.parse({
    announcementId: id,
    id,
    type: 'PL',
    groupName: 'player',
    title: `Thông báo ${id}`,
    content: `<p>Nội dung thông báo số ${id}.</p>`,
    startDate: '2026-11-20T03:00:00.000Z',
    endDate: null,
    read: false,
    ...overrides,
  });
}

export function announcementList(list: Announcement[]) {
  return { list, unreadCount: list.filter((a) => !a.read).length };
}

export function buildWinner(i: number, overrides: Partial<WinnerItem> = {}): WinnerItem {
  return WinnerItemSchema.parse({
    customerName: `pl***${i}`,
    gameName: `Nổ Hũ ${i}`,
    winAmount: `${i * 1000}.00`,
    gameId: `${1000 + i}`,
    nodeId: `BGS-${1000 + i}`,
    vendor: 'BGS',
    ...overrides,
  });
}

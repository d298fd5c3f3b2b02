import { afterEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TYPES, BOOT_DATA, type AnnouncementList } from '@app/contracts';
import { takeBootHomeAnnouncements, type AnnouncementParams } from './get-announcements.ts';
import { bootWith } from '../../../testing/boot-data.ts';

const answer: AnnouncementList = {
  list: [
    {
      announcementId: 1,
      id: 1,
      type: 'PU',
      groupName: 'popup',
      title: 'Chào mừng',
      content: '<p>Xin chào</p>',
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: null,
      read: false,
    },
  ],
  unreadCount: 0,
};
const home: AnnouncementParams = { types: ANNOUNCEMENT_TYPES, groupName: 'm_home', language: 'TY' };
const boot = () =>
  bootWith(BOOT_DATA.homeAnnouncements, JSON.stringify({ success: true, value: answer }));

afterEach(() => document.getElementById(BOOT_DATA.homeAnnouncements)?.remove());

describe("the home's announcements sent with the page", () => {
  it("show on a visitor's home in the default language at once, read once", () => {
    boot();
    expect(takeBootHomeAnnouncements(home, null)).toEqual(answer);
    expect(document.getElementById(BOOT_DATA.homeAnnouncements)).toBeNull();
    expect(takeBootHomeAnnouncements(home, null)).toBeUndefined();
  });

  it.each([
    ['a signed-in member (whose read state the page cannot know)', home, 'token'],
    ['English', { ...home, language: 'EN' }, null],
    ['another page', { ...home, groupName: 'm_reg' }, null],
    ['other types', { ...home, types: ['B'] }, null],
  ] as const)('are not used for %s', (_, params, token) => {
    boot();
    expect(takeBootHomeAnnouncements(params as AnnouncementParams, token)).toBeUndefined();
  });

  it('are ignored when they are not a list of announcements', () => {
    bootWith(BOOT_DATA.homeAnnouncements, JSON.stringify({ success: true, value: { list: 3 } }));
    expect(takeBootHomeAnnouncements(home, null)).toBeUndefined();
  });
});

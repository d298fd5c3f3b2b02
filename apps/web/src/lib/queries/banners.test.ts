import { afterEach, describe, expect, it } from 'vitest';
import type { Banner } from '@app/contracts';
import { takeBootBanners } from './banners.ts';
import { bootWith } from '../../testing/boot-data.ts';

const banner = (
  id: number,
  sequence: number,
  groupName: Banner['groupName'] = 'm_home',
): Banner => ({
  id,
  url: `/wps/media/banner/${id}.svg`,
  groupName,
  title: `Banner ${id}`,
  link: '',
  sequence,
});

afterEach(() => {
  document.getElementById('boot-banners')?.remove();
  document.getElementById('boot-floating-banners')?.remove();
});

describe('the home banners sent with the page', () => {
  it('start the home carousel, in order, once', () => {
    bootWith('boot-banners', JSON.stringify([banner(2, 5), banner(1, 1)]));
    expect(takeBootBanners('m_help')).toBeUndefined();
    expect(takeBootBanners('m_home')?.map((b) => b.id)).toEqual([1, 2]);
    // Read once: a later query asks the server.
    expect(document.getElementById('boot-banners')).toBeNull();
    expect(takeBootBanners('m_home')).toBeUndefined();
  });

  it("start the game list's carousel from its own group, left for that group's query", () => {
    bootWith('boot-banners', JSON.stringify([banner(3, 1, 'm_hot')]));
    // The floating promotion asks for its own group first: the page's banners stay.
    expect(takeBootBanners('m_promotion')).toBeUndefined();
    expect(takeBootBanners('m_hot')?.map((b) => b.id)).toEqual([3]);
    expect(document.getElementById('boot-banners')).toBeNull();
  });

  it("give the home's floating promotion its own group from their own element, not the carousel's", () => {
    bootWith('boot-banners', JSON.stringify([banner(1, 1)]));
    bootWith('boot-floating-banners', JSON.stringify([banner(8, 2, 'm_promotion')]));
    expect(takeBootBanners('m_promotion')?.map((b) => b.id)).toEqual([8]);
    expect(document.getElementById('boot-floating-banners')).toBeNull();
    expect(takeBootBanners('m_promotion')).toBeUndefined();
    // The carousel's banners are still there for their query.
    expect(takeBootBanners('m_home')?.map((b) => b.id)).toEqual([1]);
  });

  it('are asked for when none is live (an empty list names no group)', () => {
    bootWith('boot-banners', '[]');
    expect(takeBootBanners('m_hot')).toBeUndefined();
  });

  it('are ignored when they do not parse, so the banners are asked for', () => {
    bootWith('boot-banners', '{not json');
    expect(takeBootBanners('m_home')).toBeUndefined();
    bootWith('boot-banners', JSON.stringify([{ id: 'x' }]));
    expect(takeBootBanners('m_home')).toBeUndefined();
  });
});

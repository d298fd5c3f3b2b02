import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_DATA, type PromotionList } from '@app/contracts';
import { takeBootPromotions } from './get-promotions.ts';
import { bootWith } from '../../../testing/boot-data.ts';

const answer = { list: [{ id: 7, title: 'Thưởng nạp đầu' }] } as unknown as PromotionList;
const boot = (value: unknown = answer) =>
  bootWith(BOOT_DATA.promotions, JSON.stringify({ success: true, value }));

afterEach(() => document.getElementById(BOOT_DATA.promotions)?.remove());

describe("the promotions page's list sent with the page", () => {
  it('draws the cards in the default language at once, read once', () => {
    boot();
    expect(takeBootPromotions('TY')).toEqual(answer);
    expect(document.getElementById(BOOT_DATA.promotions)).toBeNull();
    expect(takeBootPromotions('TY')).toBeUndefined();
  });

  it('is not used in English, whose list the page asks for', () => {
    boot();
    expect(takeBootPromotions('EN')).toBeUndefined();
  });

  it('is ignored when it is not a list', () => {
    boot({ list: 'x' });
    expect(takeBootPromotions('TY')).toBeUndefined();
  });
});

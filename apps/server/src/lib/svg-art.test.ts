import { describe, expect, it } from 'vitest';
import { bannerSvg, escapeXml, gameTileSvg, hueOf, wrapText } from './svg-art.ts';

describe('svg art', () => {
  it('escapes the five XML specials and drops characters XML cannot hold', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });

  it('draws the same SVG for the same seed and another for another seed', () => {
    const a = gameTileSvg({
      seed: 'BGS-1',
      title: 'Golden Dragon',
      vendor: 'BGS',
      category: 'RNG',
    });
    expect(
      gameTileSvg({ seed: 'BGS-1', title: 'Golden Dragon', vendor: 'BGS', category: 'RNG' }),
    ).toBe(a);
    expect(
      gameTileSvg({ seed: 'BGS-2', title: 'Golden Dragon', vendor: 'BGS', category: 'RNG' }),
    ).not.toBe(a);
    expect(hueOf('BGS')).toBe(hueOf('BGS'));
  });

  it('wraps long titles into at most the given lines with an ellipsis', () => {
    expect(wrapText('Xổ số nhanh 5 phút', 12, 2)).toEqual(['Xổ số nhanh', '5 phút']);
    const lines = wrapText('one two three four five six seven eight', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(wrapText('Supercalifragilistic', 8, 2)).toEqual(['Superca…']);
  });

  it('puts the escaped title in the banner', () => {
    const svg = bannerSvg({ seed: 's', title: 'Tết <b>' });
    expect(svg).toContain('Tết &lt;b&gt;');
    expect(svg).not.toContain('<b>');
  });
});

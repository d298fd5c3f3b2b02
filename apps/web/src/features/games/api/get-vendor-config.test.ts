import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_DATA, type VendorConfig } from '@app/contracts';
import { takeBootVendorConfig } from './get-vendor-config.ts';
import { bootWith } from '../../../testing/boot-data.ts';

const config: VendorConfig = {
  sorting: [{ gameCategory: 'RNG', vendorNames: ['BGS'], accountTypeName: ['BGS'] }],
  mapping: { RNG: [] },
  displayNames: { BGS: 'BGS' },
  vassalage: { BGS: 'BGS' },
  homeOrder: ['HOT', 'RNG'],
  tabMenu: ['HOT', 'RNG'],
} as unknown as VendorConfig;

afterEach(() => document.getElementById(BOOT_DATA.vendorConfig)?.remove());

describe('the vendor configuration sent with the page', () => {
  it('mounts the sections and tabs from the envelope the call answers, once', () => {
    bootWith(BOOT_DATA.vendorConfig, JSON.stringify({ success: true, value: config }));
    expect(takeBootVendorConfig()).toEqual(config);
    // Read once: a later query asks the server.
    expect(document.getElementById(BOOT_DATA.vendorConfig)).toBeNull();
    expect(takeBootVendorConfig()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{not json'],
    ['a failed answer', JSON.stringify({ success: false, value: config })],
    ['another shape', JSON.stringify({ success: true, value: { sorting: [] } })],
    ['no value', JSON.stringify({ success: true, value: null })],
  ])('is ignored when it is %s, so the configuration is asked for', (_, text) => {
    bootWith(BOOT_DATA.vendorConfig, text);
    expect(takeBootVendorConfig()).toBeUndefined();
  });
});

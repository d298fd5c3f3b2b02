import { describe, expect, it } from 'vitest';
import type { SessionInfo, SiteInfo } from '@app/contracts';
import { chatEntry } from './chat-entry.ts';

// Only the flag matters here.
const info = (CBS3: boolean) => ({ whitelabel: { CBS3 } }) as unknown as SiteInfo;
const member: SessionInfo = { token: 't', merchantCode: 'VN01', userName: 'demo', type: 0 };

describe('chat entry (spec §6)', () => {
  it('offers chat to a member while the chat flag is on', () => {
    expect(chatEntry(info(true), member)).toBe('allowed');
    expect(chatEntry(info(true), { ...member, nochat: false })).toBe('allowed');
  });
  it('asks a visitor to log in', () => {
    expect(chatEntry(info(true), null)).toBe('visitor');
  });
  it('refuses free play (type 4), the nochat label and a switched-off flag', () => {
    expect(chatEntry(info(true), { token: 't', merchantCode: 'VN01', type: 4 })).toBe('refused');
    expect(chatEntry(info(true), { ...member, nochat: true })).toBe('refused');
    expect(chatEntry(info(false), member)).toBe('refused');
    expect(chatEntry(info(false), null)).toBe('refused');
  });
});

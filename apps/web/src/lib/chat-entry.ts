import { TRIAL_TYPE, type SessionInfo, type SiteInfo } from '@app/contracts';

/**
 * Who may open live chat (spec §6 "Chat entry: chat flag on, member exists, type not 4, no nochat
 * label"): 'allowed', 'visitor' (asked to log in), or 'refused' (flag off, free play, nochat).
 * The server applies the same rules to every chat call; this only decides what the site offers.
 */
export type ChatEntry = 'allowed' | 'visitor' | 'refused';

export function chatEntry(info: SiteInfo | undefined, session: SessionInfo | null): ChatEntry {
  if (info?.whitelabel.CBS3 === false) return 'refused';
  if (!session) return 'visitor';
  if (session.type === TRIAL_TYPE || session.nochat === true) return 'refused';
  return 'allowed';
}

import { STORAGE_KEYS } from '@app/contracts';

/** spec §2, §9: the notice pops up once per session (session storage). */
export function noticeShownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.noticeShown) === '1';
  } catch {
    return false;
  }
}

export function markNoticeShown(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.noticeShown, '1');
  } catch {
    // no storage: it may show again on the next page load
  }
}

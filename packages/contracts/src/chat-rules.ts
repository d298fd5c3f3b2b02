// Live chat's limits and names, no schema (the schemas: chat.ts). The site's first script uses
// some of them, and a module it imports brings into that script every schema of the module any
// page uses (docs/decisions/2026-11-29-answers-checked-once.md).

/** Longest text of one chat message, in characters. */
export const CHAT_TEXT_MAX = 1000;
/** Largest chat image, decoded (5 MB). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The image types a chat accepts, judged by the bytes. */
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** The label that takes chat away from a member (spec §3 memberLabel, §6). */
export const NOCHAT_LABEL = 'nochat';
/** The page of the site the chat launch points to. */
export const CHAT_PAGE_PATH = '/m/customer';

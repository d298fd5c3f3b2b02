import { CHAT_IMAGE_MAX_BYTES } from '@app/contracts';
import { checkMemberImage } from '../media/member-image.ts';

export type ChatImageType = 'image/png' | 'image/jpeg';

export type CheckedChatImage = {
  sha256: string;
  contentType: ChatImageType;
  width: number;
  height: number;
  data: Buffer;
};

/**
 * A chat image (issue 12: png or jpg ≤ 5 MB, checked by content): base64 decoded, at most 5 MB
 * (chat.image_too_large), PNG or JPEG by its first bytes whatever its name (chat.image_refused),
 * readable with sane dimensions, and stripped of its metadata (media/member-image.ts).
 */
export function checkChatImage(base64: string): CheckedChatImage {
  return checkMemberImage(base64, {
    maxBytes: CHAT_IMAGE_MAX_BYTES,
    tooLarge: 'chat.image_too_large',
    refused: 'chat.image_refused',
  });
}

/** The public address of a chat image. */
export function chatImageUrl(sha256: string, type: string): string {
  return `/wps/chat/images/${sha256}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

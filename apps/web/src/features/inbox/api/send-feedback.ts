import { useMutation } from '@tanstack/react-query';
import { sendFeedbackEndpoint, type FeedbackBody } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/** spec §7 "feedback (PUT)": category and content (10–500 characters). */
export function sendFeedback(body: FeedbackBody) {
  return callEndpoint(sendFeedbackEndpoint, { body });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}

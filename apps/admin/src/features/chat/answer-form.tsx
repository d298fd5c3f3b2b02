import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  CHAT_TEXT_MAX,
  listCannedRepliesEndpoint,
  sendAdminChatImageEndpoint,
  sendAdminChatTextEndpoint,
  typingAdminChatEndpoint,
} from '@app/contracts';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

/** A message id of the operator's own: a resend of the same answer never doubles it. */
const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');

function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The answer box: a canned reply to start from, the text, an image, and typing sent on. */
export function AnswerForm({ conversationId: id }: { conversationId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const typingAt = useRef(0);
  const file = useRef<HTMLInputElement>(null);
  const canned = useQuery({
    queryKey: ['admin', 'chat', 'canned'],
    queryFn: ({ signal }) => callEndpoint(listCannedRepliesEndpoint, { signal }),
  });
  const send = useMutation({
    mutationFn: (body: { text: string } | { image: string }) =>
      'text' in body
        ? callEndpoint(sendAdminChatTextEndpoint, {
            params: { id },
            body: { clientId: newClientId(), text: body.text },
          })
        : callEndpoint(sendAdminChatImageEndpoint, {
            params: { id },
            body: { clientId: newClientId(), data: body.image },
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'chat'] }),
    onError: (e) => notify(errorText(e), 'error'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    setText('');
    send.mutate({ text: trimmed });
  };
  // At most one "typing" every 3 s; the member's page clears it after a while or on the answer.
  const onTyping = () => {
    if (Date.now() - typingAt.current < 3000) return;
    typingAt.current = Date.now();
    callEndpoint(typingAdminChatEndpoint, { params: { id }, body: { typing: true } }).catch(
      () => undefined,
    );
  };

  return (
    <form className="chat-answer" onSubmit={submit}>
      <select
        aria-label={t('chat.canned')}
        value=""
        onChange={(e) => setText((prev) => (prev ? `${prev} ` : '') + e.target.value)}
      >
        <option value="">{t('chat.canned')}</option>
        {(canned.data?.list ?? []).map((c) => (
          <option key={c.id} value={c.text}>
            {c.title}
          </option>
        ))}
      </select>
      <textarea
        rows={2}
        maxLength={CHAT_TEXT_MAX}
        value={text}
        aria-label={t('chat.answer')}
        placeholder={t('chat.answer')}
        data-testid="chat-answer"
        onChange={(e) => {
          setText(e.target.value);
          onTyping();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
        }}
      />
      <div className="row">
        <button type="button" className="btn" onClick={() => file.current?.click()}>
          {t('chat.sendImage')}
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) void readAsBase64(chosen).then((image) => send.mutate({ image }));
          }}
        />
        <button
          type="submit"
          className="btn primary"
          disabled={send.isPending || !text.trim()}
          data-testid="chat-answer-send"
        >
          {t('chat.send')}
        </button>
      </div>
    </form>
  );
}

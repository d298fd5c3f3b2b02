import '../locales/strings.ts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { CHAT_TEXT_MAX } from '@app/contracts';

/** Text (1–1000 characters) and an image button; tells the hook about typing. */
export function ChatComposer({
  disabled,
  onSend,
  onImage,
  onTyping,
}: {
  disabled: boolean;
  onSend: (text: string) => unknown;
  onImage: (file: File) => Promise<'type' | 'size' | null>;
  onTyping: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    setText('');
    setProblem(null);
    void onSend(trimmed);
  };

  return (
    <form className="chat-composer" onSubmit={submit} data-testid="chat-composer">
      {problem ? (
        <p className="chat-composer__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="chat-composer__row">
        <button
          type="button"
          className="chat-composer__image"
          aria-label={t('chat.attachImage')}
          disabled={disabled}
          onClick={() => file.current?.click()}
        >
          +
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          data-testid="chat-image-input"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (!chosen) return;
            setProblem(null);
            void onImage(chosen).then((reason) => {
              if (reason) setProblem(t(reason === 'type' ? 'chat.imageType' : 'chat.imageSize'));
            });
          }}
        />
        <textarea
          className="chat-composer__input"
          rows={1}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          data-testid="chat-input"
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
        />
        <button
          type="submit"
          className="btn btn--gold chat-composer__send"
          disabled={disabled || text.trim() === ''}
          data-testid="chat-send"
        >
          {t('chat.send')}
        </button>
      </div>
    </form>
  );
}

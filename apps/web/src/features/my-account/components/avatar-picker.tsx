import '../locales/strings.ts';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { avatarUrl, MAX_AVATAR_BYTES, STATIC_AVATARS, type PlayerAvatar } from '@app/contracts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { errorKey } from '../../../lib/form-errors.ts';
import { pickImageCdn } from '../../../lib/queries/head-icon.ts';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import { useSetHeadIcon } from '../api/set-head-icon.ts';
import { fileToBase64 } from './file-to-base64.ts';

/**
 * The avatar (spec §3 Player avatar): one of the STATIC avatars of the image CDN, or the
 * member's own PNG or JPEG (CUSTOM), which the server checks, resizes and strips.
 */
export function AvatarPicker({ current }: { current: PlayerAvatar }) {
  const { t } = useTranslation();
  const cdn = pickImageCdn(useSiteInfo()?.imageCDNs);
  const mutation = useSetHeadIcon();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (avatar: (typeof STATIC_AVATARS)[number]) => {
    setProblem(null);
    mutation.mutate(
      { avatarType: 'STATIC', avatar },
      { onError: (error) => setProblem(t(errorKey(error))) },
    );
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    // The server decides by the content; this only spares a useless upload.
    if (file.size > MAX_AVATAR_BYTES) {
      setProblem(t('errors.avatar.too_large'));
      return;
    }
    mutation.mutate(
      { avatarType: 'CUSTOM', data: await fileToBase64(file) },
      { onError: (error) => setProblem(t(errorKey(error))) },
    );
  };

  return (
    <section className="account-card" aria-labelledby="avatar-title" data-testid="avatar-picker">
      <div className="account-card__head">
        <Avatar src={avatarUrl(current, cdn)} size={56} />
        <div>
          <h2 id="avatar-title" className="account-card__title">
            {t('myAccount.avatar.title')}
          </h2>
          <p className="account-card__text">{t('myAccount.avatar.hint')}</p>
        </div>
      </div>
      <div className="avatar-picker__grid" role="group" aria-label={t('myAccount.avatar.static')}>
        {STATIC_AVATARS.map((name) => {
          const selected = current.avatarType === 'STATIC' && current.avatar === name;
          return (
            <button
              key={name}
              type="button"
              className={`avatar-picker__choice${selected ? ' avatar-picker__choice--on' : ''}`}
              aria-pressed={selected}
              aria-label={t(`myAccount.avatar.names.${name}`)}
              disabled={mutation.isPending}
              data-testid={`avatar-${name}`}
              onClick={() => choose(name)}
            >
              <img src={avatarUrl({ avatar: name, avatarType: 'STATIC' }, cdn)!} alt="" />
            </button>
          );
        })}
      </div>
      <label className="btn btn--outline btn--block avatar-picker__upload">
        {t('myAccount.avatar.upload')}
        <input
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          data-testid="avatar-upload"
          disabled={mutation.isPending}
          onChange={(event) => void upload(event)}
        />
      </label>
      {problem ? (
        <p className="ui-form__error" role="alert" data-testid="avatar-error">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

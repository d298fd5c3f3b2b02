import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  type Application,
} from '@app/contracts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { formatMoney } from '@app/client/format';
import { errorText } from '../../../lib/i18n.ts';
import { isTrialSession, useSession } from '../../../lib/session.ts';
import { useApplyForPromotion, useMyApplications } from '../api/applications.ts';
import '../../../locales/promotions/strings.ts';

type Picked = { file: File; url: string };

const ACCEPT = ['image/png', 'image/jpeg'];

/** A file's bytes as standard base64, the way the application call carries images. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * A promotion that takes applications (decision 2026-11-24-promotion-applications): the member's
 * applications and where each stands, and the form — a comment of at most 140 characters and up
 * to 3 PNG or JPEG images of at most 5 MB (spec §5, §9), checked here and again by the server.
 */
export function PromotionApply({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = session !== null && !isTrialSession(session);
  const applications = useMyApplications(promotionId, member);

  if (!session) {
    return (
      <section className="promo-apply" data-testid="promo-apply">
        <p className="promo-apply__note">{t('promotions.apply.loginFirst')}</p>
        <Link to="/m/login" className="btn btn--gold btn--block">
          {t('promotions.apply.login')}
        </Link>
      </section>
    );
  }
  if (!member) {
    return (
      <section className="promo-apply" data-testid="promo-apply">
        <p className="promo-apply__note">{t('promotions.apply.realAccount')}</p>
      </section>
    );
  }
  const list = applications.data?.list ?? [];
  const open = list.some((a) => a.state !== 'rejected');
  return (
    <section className="promo-apply" data-testid="promo-apply">
      <h2 className="promo-apply__title">{t('promotions.apply.title')}</h2>
      {list.length > 0 ? (
        <ul className="promo-apply__list" data-testid="promo-applications">
          {list.map((a) => (
            <ApplicationState key={a.id} application={a} />
          ))}
        </ul>
      ) : null}
      {applications.isPending ? null : open ? null : <ApplyForm promotionId={promotionId} />}
    </section>
  );
}

function ApplicationState({ application }: { application: Application }) {
  const { t } = useTranslation();
  return (
    <li
      className={`promo-apply__item promo-apply__item--${application.state}`}
      data-testid="promo-application"
      data-state={application.state}
    >
      <strong>{t(`promotions.apply.state.${application.state}`)}</strong>
      <span className="promo-apply__comment">{application.comment}</span>
      {application.state === 'approved' && application.bonus ? (
        <span>
          {t('promotions.apply.approved', { bonus: formatMoney(application.bonus) })}{' '}
          <Link to="/m/rewardCenter">{t('promotions.apply.toRewards')}</Link>
        </span>
      ) : null}
      {application.state === 'rejected' && application.reason ? (
        <span>{t('promotions.apply.reason', { reason: application.reason })}</span>
      ) : null}
    </li>
  );
}

function ApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const apply = useApplyForPromotion(promotionId);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const commentId = useId();
  const length = [...comment].length;

  // The previews' object URLs go when the images do.
  useEffect(() => () => images.forEach((i) => URL.revokeObjectURL(i.url)), [images]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    const room = APPLICATION_IMAGES_MAX - images.length;
    if (files.length > room) setProblem(t('errors.promotion.too_many_images'));
    const accepted: Picked[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (!ACCEPT.includes(file.type)) {
        setProblem(t('errors.promotion.image_refused'));
      } else if (file.size > APPLICATION_IMAGE_MAX_BYTES) {
        setProblem(t('errors.promotion.image_too_large'));
      } else {
        accepted.push({ file, url: URL.createObjectURL(file) });
      }
    }
    if (accepted.length) setImages((current) => [...current, ...accepted]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const encoded = await Promise.all(images.map((i) => fileToBase64(i.file)));
      await apply.mutateAsync({ comment: comment.trim(), images: encoded });
      setComment('');
      setImages([]);
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const tooLong = length > APPLICATION_COMMENT_MAX;
  return (
    <form className="promo-apply__form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={commentId} className="promo-apply__label">
        {t('promotions.apply.comment')}
      </label>
      <textarea
        id={commentId}
        className="promo-apply__textarea"
        rows={3}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        placeholder={t('promotions.apply.placeholder')}
        data-testid="apply-comment"
        aria-invalid={tooLong}
      />
      <p
        className={`promo-apply__count${tooLong ? ' promo-apply__count--over' : ''}`}
        data-testid="apply-count"
      >
        {length}/{APPLICATION_COMMENT_MAX}
      </p>
      <div className="promo-apply__images">
        {images.map((image, index) => (
          <figure key={image.url} className="promo-apply__thumb" data-testid="apply-thumb">
            <img src={image.url} alt={image.file.name} />
            <button
              type="button"
              className="promo-apply__remove"
              aria-label={t('promotions.apply.remove', { name: image.file.name })}
              onClick={() => setImages(images.filter((_, i) => i !== index))}
            >
              <CloseIcon size={14} />
            </button>
          </figure>
        ))}
        {images.length < APPLICATION_IMAGES_MAX ? (
          <label className="promo-apply__add">
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={pick}
              data-testid="apply-images"
            />
            <span>{t('promotions.apply.addImage', { max: APPLICATION_IMAGES_MAX })}</span>
          </label>
        ) : null}
      </div>
      <p className="promo-apply__hint">{t('promotions.apply.hint')}</p>
      {problem ? (
        <p className="promo-apply__problem" role="alert" data-testid="apply-problem">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={apply.isPending || comment.trim() === '' || tooLong}
        data-testid="apply-submit"
      >
        {apply.isPending ? t('common.loading') : t('promotions.apply.submit')}
      </button>
    </form>
  );
}

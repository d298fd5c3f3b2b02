import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  CONTENT_LANGUAGES,
  PROMOTION_CATEGORIES,
  createPromotionEndpoint,
  updatePromotionEndpoint,
  type AdminPromotion,
  type ContentLanguage,
  type PromotionCategory,
} from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { fromVnInput, toVnInput } from '../../lib/vn-time.ts';
import { ImagePicker } from './image-picker.tsx';
import { Preview } from './preview.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

type Values = {
  title: string;
  content: string;
  category: PromotionCategory;
  language: ContentLanguage;
  translationOf: string;
  start: string;
  end: string;
  noExpiry: boolean;
  card: string;
  banner: string;
  sort: number;
  enabled: boolean;
  acceptsApplications: boolean;
  applicationBonus: string;
  wageringMultiple: number;
};

function initialValues(editing: AdminPromotion | null): Values {
  const image = (sequence: number) => editing?.images.find((i) => i.sequence === sequence)?.url;
  return {
    title: editing?.title ?? '',
    content: editing?.content ?? '',
    category: editing?.category ?? 'new_player',
    language: (editing?.language as ContentLanguage | undefined) ?? 'vi',
    translationOf: editing?.translationOf ? String(editing.translationOf) : '',
    start: toVnInput(editing?.startDate),
    end: toVnInput(editing?.endDate),
    noExpiry: editing ? editing.noExpiry === 1 : false,
    card: image(1) ?? '',
    banner: image(2) ?? '',
    sort: editing?.sort ?? 0,
    enabled: editing?.enabled ?? true,
    acceptsApplications: editing?.acceptsApplications ?? false,
    applicationBonus: editing?.applicationBonus ?? '',
    wageringMultiple: editing?.wageringMultiple ?? 1,
  };
}

function bodyOf(v: Values) {
  const images = [
    ...(v.card ? [{ url: v.card, sequence: 1 as const }] : []),
    ...(v.banner ? [{ url: v.banner, sequence: 2 as const }] : []),
  ];
  return {
    title: v.title.trim(),
    content: v.content,
    category: v.category,
    language: v.language,
    translationOf: v.translationOf ? Number(v.translationOf) : null,
    ...(fromVnInput(v.start) ? { startDate: fromVnInput(v.start) } : {}),
    endDate: v.noExpiry ? null : (fromVnInput(v.end) ?? null),
    noExpiry: v.noExpiry ? (1 as const) : (0 as const),
    images,
    sort: Number(v.sort) || 0,
    enabled: v.enabled,
    acceptsApplications: v.acceptsApplications,
    applicationBonus: v.applicationBonus.trim() || null,
    wageringMultiple: Number(v.wageringMultiple) || 0,
  };
}

/**
 * Writes or edits a promotion (spec §3): title, rich text with the phone preview, category,
 * language (a translation names its Vietnamese promotion), dates in Vietnam time or long-term,
 * card (1) and banner (2) images, order and on/off.
 */
export function PromotionForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: AdminPromotion | null;
  onSaved: (saved: AdminPromotion) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: initialValues(editing) });
  const save = useMutation({
    mutationFn: (v: Values) =>
      editing
        ? callEndpoint(updatePromotionEndpoint, { params: { id: editing.id }, body: bodyOf(v) })
        : callEndpoint(createPromotionEndpoint, { body: bodyOf(v) }),
    onSuccess: onSaved,
  });
  const required = { required: 'validation.required' };
  const noExpiry = form.watch('noExpiry');
  const language = form.watch('language');
  const acceptsApplications = form.watch('acceptsApplications');
  const picker = (name: 'card' | 'banner') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ImagePicker
          value={field.value}
          onChange={field.onChange}
          label={t(`promotions.${name}`)}
        />
      )}
    />
  );
  return (
    <form className="stack" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
      <div className="grid-2">
        <div className="stack">
          <div className="row wrap">
            <Field label={t('promotions.category')}>
              <select {...form.register('category')}>
                {PROMOTION_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`promotions.categories.${c}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('content.language')}>
              <select {...form.register('language')}>
                {CONTENT_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </Field>
            {language !== 'vi' ? (
              <Field label={t('promotions.translationOf')} hint={t('promotions.translationHint')}>
                <input type="number" className="narrow" {...form.register('translationOf')} />
              </Field>
            ) : null}
            <Field label={t('content.sort')}>
              <input type="number" className="narrow" {...form.register('sort')} />
            </Field>
            <label className="switch">
              <input type="checkbox" {...form.register('enabled')} />
              {t('promotions.enabled')}
            </label>
          </div>
          <div className="row wrap">
            <label className="switch">
              <input type="checkbox" {...form.register('acceptsApplications')} />
              {t('promotions.acceptsApplications')}
            </label>
            {acceptsApplications ? (
              <>
                <Field label={t('promotions.applicationBonus')} hint={t('promotions.bonusHint')}>
                  <input
                    inputMode="decimal"
                    className="narrow"
                    {...form.register('applicationBonus')}
                  />
                </Field>
                <Field label={t('promotions.wageringMultiple')}>
                  <input
                    type="number"
                    min={0}
                    max={100}
                    className="narrow"
                    {...form.register('wageringMultiple')}
                  />
                </Field>
              </>
            ) : null}
          </div>
          <Field label={t('content.titleLabel')} error={form.formState.errors.title}>
            <input maxLength={200} {...form.register('title', required)} />
          </Field>
          <Field label={t('content.body')} error={form.formState.errors.content}>
            <Controller
              control={form.control}
              name="content"
              rules={required}
              render={({ field }) => (
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  label={t('content.body')}
                />
              )}
            />
          </Field>
          <div className="row wrap">
            <Field label={t('content.start')} hint={t('content.startHint')}>
              <input type="datetime-local" {...form.register('start')} />
            </Field>
            {noExpiry ? null : (
              <Field label={t('content.end')} hint={t('promotions.endHint')}>
                <input type="datetime-local" {...form.register('end')} />
              </Field>
            )}
            <label className="switch">
              <input type="checkbox" {...form.register('noExpiry')} />
              {t('promotions.noExpiry')}
            </label>
          </div>
          <div className="row wrap">
            {picker('card')}
            {picker('banner')}
          </div>
        </div>
        <Preview title={form.watch('title')} html={form.watch('content')} />
      </div>
      <FormFooter
        error={save.error}
        busy={save.isPending}
        submitLabel={editing ? t('common.save') : t('promotions.create')}
        onCancel={onCancel}
      />
    </form>
  );
}

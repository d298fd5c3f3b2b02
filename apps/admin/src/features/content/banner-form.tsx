import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  BANNER_GROUPS,
  createBannerEndpoint,
  isMemberLink,
  updateBannerEndpoint,
  type AdminBanner,
  type BannerGroup,
} from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { fromVnInput, toVnInput } from '../../lib/vn-time.ts';
import { ImagePicker } from './image-picker.tsx';

type Values = {
  groupName: BannerGroup;
  title: string;
  imageUrl: string;
  link: string;
  sequence: number;
  start: string;
  end: string;
  enabled: boolean;
};

function initialValues(editing: AdminBanner | null, group: BannerGroup): Values {
  return {
    groupName: editing?.groupName ?? group,
    title: editing?.title ?? '',
    imageUrl: editing?.imageUrl ?? '',
    link: editing?.link ?? '',
    sequence: editing?.sequence ?? 0,
    start: toVnInput(editing?.startDate),
    end: toVnInput(editing?.endDate),
    enabled: editing?.enabled ?? true,
  };
}

/**
 * Creates or edits a banner: its group, title (the image's text for screen readers), the image
 * picked from the computer and uploaded, where a tap goes, order, dates (Vietnam time) and
 * whether it is on.
 */
export function BannerForm({
  editing,
  group,
  onSaved,
  onCancel,
}: {
  editing: AdminBanner | null;
  group: BannerGroup;
  onSaved: (saved: AdminBanner) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: initialValues(editing, group) });
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = {
        groupName: v.groupName,
        title: v.title.trim(),
        imageUrl: v.imageUrl,
        link: v.link.trim(),
        sequence: Number(v.sequence) || 0,
        ...(fromVnInput(v.start) ? { startDate: fromVnInput(v.start) } : {}),
        endDate: fromVnInput(v.end) ?? null,
        enabled: v.enabled,
      };
      return editing
        ? callEndpoint(updateBannerEndpoint, { params: { id: editing.id }, body })
        : callEndpoint(createBannerEndpoint, { body });
    },
    onSuccess: onSaved,
  });
  const errors = form.formState.errors;
  return (
    <form className="stack" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
      <div className="grid-2">
        <div className="stack">
          <div className="row wrap">
            <Field label={t('banners.group')}>
              <select {...form.register('groupName')}>
                {BANNER_GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {t(`banners.groups.${g}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('banners.sequence')}>
              <input type="number" className="narrow" {...form.register('sequence')} />
            </Field>
            <label className="switch">
              <input type="checkbox" {...form.register('enabled')} />
              {t('banners.enabled')}
            </label>
          </div>
          <Field label={t('banners.titleLabel')} hint={t('banners.titleHint')} error={errors.title}>
            <input
              maxLength={120}
              {...form.register('title', {
                validate: (v) => v.trim() !== '' || 'validation.required',
              })}
            />
          </Field>
          <Field label={t('banners.link')} hint={t('banners.linkHint')} error={errors.link}>
            <input
              maxLength={500}
              placeholder="/m/promotion · https://…"
              {...form.register('link', {
                validate: (v) => v.trim() === '' || isMemberLink(v.trim()) || 'validation.pattern',
              })}
            />
          </Field>
          <div className="row wrap">
            <Field label={t('banners.start')} hint={t('banners.startHint')}>
              <input type="datetime-local" {...form.register('start')} />
            </Field>
            <Field label={t('banners.end')} hint={t('banners.endHint')}>
              <input type="datetime-local" {...form.register('end')} />
            </Field>
          </div>
        </div>
        <Controller
          control={form.control}
          name="imageUrl"
          rules={{ required: 'validation.required' }}
          render={({ field }) => (
            <ImagePicker
              value={field.value}
              onChange={field.onChange}
              label={t('banners.image')}
              invalid={Boolean(errors.imageUrl)}
            />
          )}
        />
      </div>
      <FormFooter
        error={save.error}
        busy={save.isPending}
        submitLabel={editing ? t('common.save') : t('banners.create')}
        onCancel={onCancel}
      />
    </form>
  );
}

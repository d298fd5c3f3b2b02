import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  ContentTypeSchema,
  createAnnouncementEndpoint,
  updateAnnouncementEndpoint,
  type AdminAnnouncement,
  type ContentType,
} from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { fromVnInput, toVnInput } from '../../lib/vn-time.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { Preview } from './preview.tsx';

type Values = {
  type: ContentType;
  language: 'vi' | 'en';
  title: string;
  content: string;
  start: string;
  end: string;
  sort: number;
  platform: 'ALL' | 'M' | 'W';
};

function initialValues(editing: AdminAnnouncement | null): Values {
  return {
    type: editing?.type ?? 'PL',
    language: editing?.language === 'en' ? 'en' : 'vi',
    title: editing?.title ?? '',
    content: editing?.content ?? '',
    start: toVnInput(editing?.startDate),
    end: toVnInput(editing?.endDate),
    sort: editing?.sort ?? 0,
    platform: editing?.platform ?? 'ALL',
  };
}

/**
 * Writes or edits an announcement: type, language, title, rich text with a preview, when it
 * starts and ends (Vietnam time; empty start is now), order and platform.
 */
export function AnnouncementForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: AdminAnnouncement | null;
  onSaved: (saved: AdminAnnouncement) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: initialValues(editing) });
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = {
        type: v.type,
        language: v.language,
        title: v.title,
        content: v.content,
        startDate: fromVnInput(v.start),
        endDate: fromVnInput(v.end) ?? null,
        sort: Number(v.sort) || 0,
        platform: v.platform,
      };
      return editing
        ? callEndpoint(updateAnnouncementEndpoint, { params: { id: editing.id }, body })
        : callEndpoint(createAnnouncementEndpoint, { body });
    },
    onSuccess: onSaved,
  });
  const content = form.watch('content');
  const required = { required: 'validation.required' };
  return (
    <form
      className="announcement-form"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      noValidate
    >
      <div className="grid-2">
        <div className="stack">
          <div className="row wrap">
            <Field label={t('content.type')}>
              <select {...form.register('type')}>
                {ContentTypeSchema.options.map((type) => (
                  <option key={type} value={type}>
                    {t(`content.types.${type}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('content.language')}>
              <select {...form.register('language')}>
                <option value="vi">Tiếng Việt</option>
                <option value="en">English</option>
              </select>
            </Field>
            <Field label={t('content.platform')}>
              <select {...form.register('platform')}>
                {(['ALL', 'M', 'W'] as const).map((p) => (
                  <option key={p} value={p}>
                    {t(`content.platforms.${p}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('content.sort')}>
              <input type="number" {...form.register('sort')} />
            </Field>
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
            <Field label={t('content.end')} hint={t('content.endHint')}>
              <input type="datetime-local" {...form.register('end')} />
            </Field>
          </div>
        </div>
        <Preview title={form.watch('title')} html={content} />
      </div>
      <FormFooter
        error={save.error}
        busy={save.isPending}
        submitLabel={editing ? t('common.save') : t('content.publish')}
        onCancel={onCancel}
      />
    </form>
  );
}

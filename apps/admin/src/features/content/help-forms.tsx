import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  CONTENT_LANGUAGES,
  createHelpGroupEndpoint,
  createHelpItemEndpoint,
  updateHelpGroupEndpoint,
  updateHelpItemEndpoint,
  type AdminHelpGroup,
  type AdminHelpItem,
  type ContentLanguage,
} from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

type GroupValues = { groupName: string; language: ContentLanguage; title: string; sort: number };

/** A help group heading (spec §2 "Help center"): its key, language, heading and order. */
export function HelpGroupForm({
  editing,
  language,
  onSaved,
  onCancel,
}: {
  editing: AdminHelpGroup | null;
  language: ContentLanguage;
  onSaved: (saved: AdminHelpGroup) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<GroupValues>({
    defaultValues: {
      groupName: editing?.groupName ?? '',
      language: (editing?.language as ContentLanguage | undefined) ?? language,
      title: editing?.title ?? '',
      sort: editing?.sort ?? 0,
    },
  });
  const save = useMutation({
    mutationFn: (v: GroupValues) =>
      editing
        ? callEndpoint(updateHelpGroupEndpoint, {
            params: { id: editing.id },
            body: { title: v.title.trim(), sort: Number(v.sort) || 0 },
          })
        : callEndpoint(createHelpGroupEndpoint, {
            body: { ...v, groupName: v.groupName.trim(), sort: Number(v.sort) || 0 },
          }),
    onSuccess: onSaved,
  });
  const required = { required: 'validation.required' };
  return (
    <form className="stack" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
      <div className="row wrap">
        <Field label={t('help.groupKey')} hint={t('help.groupKeyHint')}>
          <input disabled={editing !== null} {...form.register('groupName', required)} />
        </Field>
        <Field label={t('content.language')}>
          <select disabled={editing !== null} {...form.register('language')}>
            {CONTENT_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('content.titleLabel')} error={form.formState.errors.title}>
          <input maxLength={120} {...form.register('title', required)} />
        </Field>
        <Field label={t('content.sort')}>
          <input type="number" className="narrow" {...form.register('sort')} />
        </Field>
      </div>
      <FormFooter
        error={save.error}
        busy={save.isPending}
        submitLabel={editing ? t('common.save') : t('help.createGroup')}
        onCancel={onCancel}
      />
    </form>
  );
}

type ItemValues = { groupName: string; title: string; content: string; sort: number };

/** A help item (spec §3 "Help item"): its group, title, rich text and order. */
export function HelpItemForm({
  editing,
  language,
  groups,
  onSaved,
  onCancel,
}: {
  editing: AdminHelpItem | null;
  language: ContentLanguage;
  groups: AdminHelpGroup[];
  onSaved: (saved: AdminHelpItem) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ItemValues>({
    defaultValues: {
      groupName: editing?.groupName ?? groups[0]?.groupName ?? '',
      title: editing?.title ?? '',
      content: editing?.content ?? '',
      sort: editing?.sort ?? 0,
    },
  });
  const save = useMutation({
    mutationFn: (v: ItemValues) => {
      const common = { title: v.title.trim(), content: v.content, sort: Number(v.sort) || 0 };
      return editing
        ? callEndpoint(updateHelpItemEndpoint, { params: { id: editing.id }, body: common })
        : callEndpoint(createHelpItemEndpoint, {
            body: { ...common, groupName: v.groupName, language },
          });
    },
    onSuccess: onSaved,
  });
  const required = { required: 'validation.required' };
  return (
    <form className="stack" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
      <div className="row wrap">
        <Field label={t('help.group')}>
          <select disabled={editing !== null} {...form.register('groupName', required)}>
            {groups.map((g) => (
              <option key={g.id} value={g.groupName}>
                {g.title}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('content.sort')}>
          <input type="number" className="narrow" {...form.register('sort')} />
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
      <FormFooter
        error={save.error}
        busy={save.isPending}
        submitLabel={editing ? t('common.save') : t('help.createItem')}
        onCancel={onCancel}
      />
    </form>
  );
}

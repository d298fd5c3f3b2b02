import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  INBOX_TARGETS,
  sendInboxMessageEndpoint,
  type AdminInboxMessage,
  type InboxSendBody,
  type InboxTarget,
} from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { Preview } from './preview.tsx';

type Values = {
  target: InboxTarget;
  account: string;
  memberType: string;
  clubLabel: string;
  label: string;
  title: string;
  content: string;
};

const EMPTY: Values = {
  target: 'member',
  account: '',
  memberType: '',
  clubLabel: '',
  label: '',
  title: '',
  content: '',
};

/** The member types an operator may aim a segment at (spec §6). */
const MEMBER_TYPES = [0, 1, 2, 4, 40, 41, 42] as const;

/** What the form sends: only the fields its target uses, empty ones left out. */
export function sendBodyOf(v: Values): InboxSendBody {
  const body: InboxSendBody = { title: v.title, content: v.content, target: v.target };
  if (v.target === 'member') body.account = v.account.trim();
  if (v.target === 'segment') {
    if (v.memberType !== '') body.memberType = Number(v.memberType);
    if (v.clubLabel.trim()) body.clubLabel = v.clubLabel.trim();
    if (v.label.trim()) body.label = v.label.trim();
  }
  return body;
}

/**
 * Writes an inbox message: to one member by account, to a segment (member type, VIP level,
 * label — members matching all given, now or later) or to everyone; title and rich text with the
 * phone preview.
 */
export function InboxForm({
  onSent,
  onCancel,
}: {
  onSent: (sent: AdminInboxMessage) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: EMPTY });
  const send = useMutation({
    mutationFn: (v: Values) => callEndpoint(sendInboxMessageEndpoint, { body: sendBodyOf(v) }),
    onSuccess: onSent,
  });
  const target = form.watch('target');
  const required = { required: 'validation.required' };
  return (
    <form
      className="inbox-form"
      data-testid="inbox-form"
      onSubmit={form.handleSubmit((v) => send.mutate(v))}
      noValidate
    >
      <div className="grid-2">
        <div className="stack">
          <div className="row wrap">
            <Field label={t('inbox.target')}>
              <select {...form.register('target')} data-testid="inbox-target">
                {INBOX_TARGETS.map((value) => (
                  <option key={value} value={value}>
                    {t(`inbox.targets.${value}`)}
                  </option>
                ))}
              </select>
            </Field>
            {target === 'member' ? (
              <Field label={t('inbox.account')} error={form.formState.errors.account}>
                <input
                  maxLength={64}
                  data-testid="inbox-account"
                  {...form.register('account', required)}
                />
              </Field>
            ) : null}
            {target === 'segment' ? (
              <>
                <Field label={t('inbox.memberType')}>
                  <select {...form.register('memberType')}>
                    <option value="">{t('inbox.any')}</option>
                    {MEMBER_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`inbox.memberTypes.t${type}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field label={t('inbox.clubLabel')} hint={t('inbox.clubLabelHint')}>
                  <input maxLength={32} data-testid="inbox-club" {...form.register('clubLabel')} />
                </Field>
                <Field label={t('inbox.label')} hint={t('inbox.labelHint')}>
                  <input maxLength={32} {...form.register('label')} />
                </Field>
              </>
            ) : null}
          </div>
          <Field label={t('content.titleLabel')} error={form.formState.errors.title}>
            <input
              maxLength={200}
              data-testid="inbox-title"
              {...form.register('title', required)}
            />
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
        </div>
        <Preview title={form.watch('title')} html={form.watch('content')} />
      </div>
      <FormFooter
        error={send.error}
        busy={send.isPending}
        submitLabel={t('inbox.send')}
        onCancel={onCancel}
      />
    </form>
  );
}

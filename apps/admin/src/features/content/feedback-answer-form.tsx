import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import { answerFeedbackEndpoint, type AdminFeedback } from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

type Values = { title: string; content: string };

/** The answer to one feedback: an optional title and rich text, sent to the member's inbox. */
export function FeedbackAnswerForm({
  feedback,
  onAnswered,
  onCancel,
}: {
  feedback: AdminFeedback;
  onAnswered: (answered: AdminFeedback) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: { title: '', content: '' } });
  const answer = useMutation({
    mutationFn: (v: Values) =>
      callEndpoint(answerFeedbackEndpoint, {
        params: { id: feedback.id },
        body: { content: v.content, ...(v.title.trim() ? { title: v.title.trim() } : {}) },
      }),
    onSuccess: onAnswered,
  });
  return (
    <form
      className="stack"
      data-testid="feedback-answer-form"
      onSubmit={form.handleSubmit((v) => answer.mutate(v))}
      noValidate
    >
      <Field label={t('content.titleLabel')} hint={t('feedback.titleHint')}>
        <input maxLength={200} {...form.register('title')} />
      </Field>
      <Field label={t('feedback.answer')} error={form.formState.errors.content}>
        <Controller
          control={form.control}
          name="content"
          rules={{ required: 'validation.required' }}
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              label={t('feedback.answer')}
            />
          )}
        />
      </Field>
      <FormFooter
        error={answer.error}
        busy={answer.isPending}
        submitLabel={t('feedback.send')}
        onCancel={onCancel}
      />
    </form>
  );
}

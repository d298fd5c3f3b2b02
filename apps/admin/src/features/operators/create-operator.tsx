import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { callEndpoint } from '@app/client/api-client';
import {
  CreateOperatorBodySchema,
  OPERATOR_ROLES,
  createOperatorEndpoint,
  type OperatorRole,
} from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { Panel } from '../../components/page.tsx';
import { useErrorText } from '../../lib/i18n.ts';

/** Creates an operator and shows its generated password and authenticator QR code, once. */
export function CreateOperator() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: standardSchemaResolver(CreateOperatorBodySchema),
    defaultValues: { username: '', role: 'read_only' as OperatorRole },
  });
  const create = useMutation({
    mutationFn: (body: { username: string; role: OperatorRole }) =>
      callEndpoint(createOperatorEndpoint, { body }),
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'operators'] });
    },
  });
  return (
    <Panel title={t('operators.create')}>
      <form
        className="row wrap align-end"
        onSubmit={form.handleSubmit((body) => create.mutate(body))}
        noValidate
      >
        <Field label={t('operators.username')} error={form.formState.errors.username}>
          <input autoComplete="off" {...form.register('username')} />
        </Field>
        <Field label={t('operators.role')} error={form.formState.errors.role}>
          <select {...form.register('role')}>
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn primary" disabled={create.isPending}>
          {t('operators.createButton')}
        </button>
      </form>
      {create.isError ? (
        <p className="alert error" role="alert">
          {errorText(create.error)}
        </p>
      ) : null}
      {create.data ? (
        <div className="alert ok created-operator" data-testid="created-operator">
          <p>{t('operators.createdOnce', { username: create.data.operator.username })}</p>
          <dl className="facts">
            <dt>{t('operators.username')}</dt>
            <dd>
              <code>{create.data.operator.username}</code>
            </dd>
            <dt>{t('operators.password')}</dt>
            <dd>
              <code data-testid="created-password">{create.data.password}</code>
            </dd>
            <dt>{t('operators.totp')}</dt>
            <dd>
              <QRCodeSVG value={create.data.otpauthUri} size={148} marginSize={2} />
              <code className="break" data-testid="created-otpauth">
                {create.data.otpauthUri}
              </code>
            </dd>
          </dl>
        </div>
      ) : null}
    </Panel>
  );
}

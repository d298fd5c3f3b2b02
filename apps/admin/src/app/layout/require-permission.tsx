import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPermission } from '@app/contracts';
import { useCan } from '../../lib/operator.ts';

/** A screen the role may not use says so instead of showing controls the server would refuse. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: OperatorPermission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const allowed = useCan(permission);
  if (!allowed) {
    return (
      <section className="page">
        <h1>{t('shell.forbiddenTitle')}</h1>
        <p className="alert" role="alert">
          {t('shell.forbidden')}
        </p>
      </section>
    );
  }
  return <>{children}</>;
}

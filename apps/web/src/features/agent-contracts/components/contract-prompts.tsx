import '../locales/strings.ts';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { CONTRACT_KINDS, CONTRACT_PROMPTS, NO_CONTRACT_PROMPT_TYPES } from '@app/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSession } from '../../../lib/session.ts';
import { useContractRequests } from '../api/agent-contracts.ts';

/**
 * spec §4 contract prompts, on the agent home and the site home: for a signed-in account of a
 * type other than 4, 40, 41, 42, each non-empty daily-salary, dividend or hourly-salary request
 * opens a Cancel / Go dialog, one after the other; Go opens the matching contract page.
 */
export function ContractPrompts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const type = session?.type;
  const allowed = type !== undefined && !NO_CONTRACT_PROMPT_TYPES.includes(type);
  const requests = useContractRequests(allowed);
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  if (!allowed || !requests.data) return null;
  const value = requests.data;
  const kind = CONTRACT_KINDS.find(
    (k) => value[CONTRACT_PROMPTS[k].field] !== null && !dismissed.includes(k),
  );
  if (!kind) return null;
  const dismiss = () => setDismissed((d) => [...d, kind]);
  return (
    <ConfirmDialog
      title={t(`agentContracts.kind.${kind}`)}
      text={t(`agentContracts.prompt.${kind}`)}
      cancelLabel={t('agentContracts.prompt.cancel')}
      confirmLabel={t('agentContracts.prompt.go')}
      onCancel={dismiss}
      onConfirm={() => {
        dismiss();
        void navigate(CONTRACT_PROMPTS[kind].path);
      }}
      testId={`contract-prompt-${kind}`}
      confirmTestId="contract-prompt-go"
    />
  );
}

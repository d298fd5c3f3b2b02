import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { Contract, ContractKind } from '@app/contracts';
import { formatMoney } from '@app/client/format';

const FIGURE: Record<ContractKind, string> = {
  salary: 'agentContracts.tiers.turnover',
  hourly: 'agentContracts.tiers.hourTurnover',
  dividend: 'agentContracts.tiers.netLoss',
};

function reward(kind: ContractKind, value: string) {
  return kind === 'dividend' ? `${Number(value)} %` : `${formatMoney(value)} ₫`;
}

/** A contract's tiers: active members, the figure's threshold and the reward of each. */
export function Tiers({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  return (
    <table className="contract__tiers" data-testid={`contract-tiers-${contract.id}`}>
      <thead>
        <tr>
          <th scope="col">{t('agentContracts.tiers.level')}</th>
          <th scope="col">{t('agentContracts.tiers.activeMembers')}</th>
          <th scope="col">{t(FIGURE[contract.kind])}</th>
          <th scope="col">{t(`agentContracts.tiers.${contract.kind}`)}</th>
        </tr>
      </thead>
      <tbody>
        {contract.tiers.map((tier, i) => (
          <tr key={i}>
            <td>{i + 1}</td>
            <td>{tier.activeMembers}</td>
            <td>{formatMoney(tier.threshold)}</td>
            <td>{reward(contract.kind, tier.reward)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

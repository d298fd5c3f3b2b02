import type { FastifyBaseLogger } from 'fastify';
import type { ContractRun } from '@app/contracts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import { runContractsPass, type ContractDeps } from './agent-contracts.service.ts';

/**
 * The agent contracts' settlement job (docs/decisions/2026-11-25-agent-contracts.md): every
 * minute, each period over of each accepted contract is settled once (statement + grant under
 * unique keys), so passes run twice, side by side or after a crash pay nothing twice.
 * `AGENT_CONTRACTS_JOB=off` keeps server.ts from starting it.
 */
export class AgentContractsJob extends PeriodicJob<ContractRun> {
  constructor(deps: ContractDeps, options: { clock?: () => Date; log?: FastifyBaseLogger } = {}) {
    super(
      'agent contracts pass',
      () => runContractsPass(deps, options.clock?.() ?? new Date()),
      options.log,
    );
  }
}

import {
  defaultMiningDraft,
  type MiningDraft,
  type MiningPoolKind,
  type MiningScreen,
} from '@tokenbox/core/mining/miningDraft.ts'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ToolFactoryGate } from '../../../app/contracts/ToolFactoryGate.tsx'
import { DraftCreateForm } from '../../../app/transactions/DraftCreateForm.tsx'
import { MiningFormFields } from './MiningFormFields.tsx'
import { MiningSummary } from './MiningSummary.tsx'
import { useMiningCreate } from './useMiningCreate.ts'

/**
 * Create: the form of the screen's kind beside the live summary (the rate per day and per second,
 * the fund's days, what the creator can and cannot do), then the steps (exemption where a TokenBox
 * tax token needs one, approve the fund, create, whitelist) with their progress, and the new pool
 * one click away.
 */
export function MiningCreatePanel({
  screen,
  kind,
  onOpen,
}: {
  screen: MiningScreen
  kind: MiningPoolKind
  onOpen: (pool: string) => void
}) {
  return (
    <ToolFactoryGate tool="mining">
      {(factory) => <CreateForm factory={factory} screen={screen} kind={kind} onOpen={onOpen} />}
    </ToolFactoryGate>
  )
}

function CreateForm({
  factory,
  screen,
  kind,
  onOpen,
}: {
  factory: Address
  screen: MiningScreen
  kind: MiningPoolKind
  onOpen: (pool: string) => void
}) {
  const { t } = useTranslation(['mining', 'errors'])
  const creation = useMiningCreate(factory)
  return (
    <DraftCreateForm<MiningDraft>
      ns="mining"
      testIdPrefix="mining"
      title={t(screen === 'lp' ? 'create.titleLp' : 'create.title', { kind: t(`kind.${kind}`) })}
      submitLabel={t('create.submit')}
      initialValues={() => defaultMiningDraft(screen, kind, Date.now())}
      creation={creation}
      summary={(form) => <MiningSummary form={form} />}
      onOpen={onOpen}
    >
      <MiningFormFields screen={screen} />
    </DraftCreateForm>
  )
}

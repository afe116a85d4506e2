import type { PresaleDraft, PresaleMode } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { defaultPresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { ToolFactoryGate } from '../../../app/contracts/ToolFactoryGate.tsx'
import { DraftCreateForm } from '../../../app/transactions/DraftCreateForm.tsx'
import { PresaleFormFields } from './PresaleFormFields.tsx'
import { PresaleSummary } from './PresaleSummary.tsx'
import { usePresaleCreate } from './usePresaleCreate.ts'

/**
 * Create: the form beside the live summary (the operator's fee read from the factory, the tokens
 * needed, what the creator can and cannot do), then the steps (approve, exemption when a TokenBox
 * tax token needs one, create, team lock) with their progress, and the new presale one click away.
 */
export function PresaleCreatePanel({
  mode,
  onOpen,
}: {
  mode: PresaleMode
  onOpen: (presale: string) => void
}) {
  return (
    <ToolFactoryGate tool="launchpad">
      {(factory) => <CreateForm factory={factory} mode={mode} onOpen={onOpen} />}
    </ToolFactoryGate>
  )
}

function CreateForm({
  factory,
  mode,
  onOpen,
}: {
  factory: Address
  mode: PresaleMode
  onOpen: (presale: string) => void
}) {
  const { t } = useTranslation(['launchpad', 'errors'])
  const { address } = useConnection()
  const creation = usePresaleCreate(factory)
  return (
    <DraftCreateForm<PresaleDraft>
      ns="launchpad"
      testIdPrefix="presale"
      title={t(`create.title.${mode}`)}
      submitLabel={t('create.submit')}
      initialValues={() => defaultPresaleDraft(mode, Date.now(), address)}
      creation={creation}
      summary={(form) => <PresaleSummary form={form} fees={creation.fees} locker={creation.locker} />}
      onOpen={onOpen}
    >
      <PresaleFormFields />
    </DraftCreateForm>
  )
}

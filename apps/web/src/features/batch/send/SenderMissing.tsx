import { useTranslation } from 'react-i18next'
import { DeployContractPrompt } from '../../../app/contracts/DeployContractPrompt.tsx'

/**
 * "This chain has no batch contract, do you want to create one?" (spec 001 section 8): deploys a
 * MultiSender without a fee (constructor: fee recipient zero, fee 0) at its shared address.
 */
export function SenderMissing({ onDeployed }: { onDeployed: () => void }) {
  const { t } = useTranslation('send')
  return (
    <DeployContractPrompt
      kind="send"
      title={t('missing.title')}
      hint={t('missing.hint')}
      deployLabel={t('missing.deploy')}
      testId="sender"
      onDeployed={onDeployed}
    />
  )
}

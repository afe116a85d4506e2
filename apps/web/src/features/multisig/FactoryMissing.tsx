import { useTranslation } from 'react-i18next'
import { DeployContractPrompt } from '../../app/contracts/DeployContractPrompt.tsx'

/**
 * Shown where the chain has no MultisigFactory yet: "This chain has no multisig contract, do you
 * want to create one?" (the spec's wording for the batch contract, applied to this one). The
 * factory has no constructor arguments (no owner, no fee); it deploys its wallet implementation.
 */
export function FactoryMissing({ onDeployed }: { onDeployed: () => void }) {
  const { t } = useTranslation('multisig')
  return (
    <DeployContractPrompt
      kind="multisig"
      title={t('factory.missing')}
      hint={t('factory.missingHint')}
      deployLabel={t('factory.deploy')}
      testId="multisig-factory"
      onDeployed={onDeployed}
    />
  )
}

import { useTranslation } from 'react-i18next'
import { DeployContractPrompt } from '../../app/contracts/DeployContractPrompt.tsx'

/**
 * Shown where the chain has no TokenLocker yet: "This chain has no lock contract, do you want to
 * create one?". The locker has no constructor arguments (no owner, no fee).
 */
export function LockerMissing({ onDeployed }: { onDeployed: () => void }) {
  const { t } = useTranslation('lock')
  return (
    <DeployContractPrompt
      kind="lock"
      title={t('locker.missing')}
      hint={t('locker.missingHint')}
      deployLabel={t('locker.deploy')}
      testId="locker"
      onDeployed={onDeployed}
    />
  )
}

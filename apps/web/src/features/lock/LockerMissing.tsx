import { tokenLockerAbi } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { toServerVerifyStep } from '@tokenbox/core/explorer/toServerVerifyStep.ts'
import { deploy } from '@tokenbox/core/transactions/deploy.ts'
import { Alert, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { rememberContract } from '../../app/contracts/rememberedContracts.ts'
import { useStepRunner } from '../../app/transactions/useStepRunner.ts'
import { StepError } from './StepError.tsx'

/**
 * Shown where the chain has no TokenLocker yet: "This chain has no lock contract, do you want to
 * create one?". Deploys one from the wallet, verifies its source through the server (a skipped or
 * refused verification does not matter here: the locker works either way), and remembers it.
 */
export function LockerMissing({ onDeployed }: { onDeployed: () => void }) {
  const { t } = useTranslation(['lock', 'errors'])
  const { chainId } = useConnection()
  const { run, running, result } = useStepRunner()

  const create = async () => {
    const { tokenLockerBytecode } = await import('@tokenbox/core/contracts/TokenLocker.bytecode.ts')
    const deployStep = deploy({
      abi: tokenLockerAbi,
      bytecode: tokenLockerBytecode,
      args: [],
      label: 'TokenLocker',
    })
    const outcome = await run([
      deployStep,
      toServerVerifyStep({ deployStep, deployStepIndex: 0, contractName: 'TokenLocker' }),
    ])
    const address = outcome.results[0]?.contractAddress
    if (address && chainId) {
      rememberContract('lock', chainId, address)
      onDeployed()
    }
  }

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="locker-missing"
      title={t('locker.missing')}
      description={
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">{t('locker.missingHint')}</Typography.Text>
          <Button type="primary" loading={running} onClick={create} data-testid="locker-deploy">
            {t('locker.deploy')}
          </Button>
          {result?.status === 'failed' && result.stepIndex === 0 && <StepError result={result} />}
        </Flex>
      }
    />
  )
}

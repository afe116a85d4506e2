import { multiSenderAbi } from '@tokenbox/core/contracts/MultiSender.abi.ts'
import { toServerVerifyStep } from '@tokenbox/core/explorer/toServerVerifyStep.ts'
import { deploy } from '@tokenbox/core/transactions/deploy.ts'
import { Alert, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { zeroAddress } from 'viem'
import { useConnection } from 'wagmi'
import { rememberContract } from '../../../app/contracts/rememberedContracts.ts'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'

/**
 * "This chain has no batch contract, do you want to create one?" (spec 001 section 8). Deploys a
 * MultiSender without a fee from the wallet, verifies its source through the server (a skipped
 * verification does not matter: the contract works either way) and remembers it for this chain.
 */
export function SenderMissing({ onDeployed }: { onDeployed: () => void }) {
  const { t } = useTranslation(['send', 'errors'])
  const { chainId } = useConnection()
  const { run, running, result } = useStepRunner()

  const create = async () => {
    const { multiSenderBytecode } = await import('@tokenbox/core/contracts/MultiSender.bytecode.ts')
    const deployStep = deploy({
      abi: multiSenderAbi,
      bytecode: multiSenderBytecode,
      args: [zeroAddress, 0n],
      label: 'MultiSender',
    })
    const outcome = await run([
      deployStep,
      toServerVerifyStep({ deployStep, deployStepIndex: 0, contractName: 'MultiSender' }),
    ])
    const address = outcome.results[0]?.contractAddress
    if (address && chainId) {
      rememberContract('send', chainId, address)
      onDeployed()
    }
  }

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="sender-missing"
      title={t('missing.title')}
      description={
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">{t('missing.hint')}</Typography.Text>
          <Button type="primary" loading={running} onClick={create} data-testid="sender-deploy">
            {t('missing.deploy')}
          </Button>
          {result?.status === 'failed' && result.stepIndex === 0 && (
            <Alert
              type="error"
              showIcon
              title={t(result.message.key, { ns: 'errors', ...result.message.params })}
            />
          )}
        </Flex>
      }
    />
  )
}

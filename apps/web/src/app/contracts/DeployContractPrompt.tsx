import { toServerVerifyStep } from '@tokenbox/core/explorer/toServerVerifyStep.ts'
import { deploy } from '@tokenbox/core/transactions/deploy.ts'
import { Alert, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Abi, Hex } from 'viem'
import { useConnection } from 'wagmi'
import { useStepRunner } from '../transactions/useStepRunner.ts'
import { type ChainContractKind, rememberContract } from './rememberedContracts.ts'

export type DeployContractPromptProps = {
  kind: ChainContractKind
  /** The contract's name in the generated artifacts and its verification input. */
  contractName: string
  abi: Abi
  /** Loads the bytecode on demand (it is large and only this prompt needs it). */
  loadBytecode: () => Promise<Hex>
  args: readonly unknown[]
  /** The spec's question, e.g. "This chain has no batch contract, do you want to create one?". */
  title: string
  hint: string
  deployLabel: string
  /** `data-testid` prefix: `<prefix>-missing`, `<prefix>-deploy`, `<prefix>-deploy-error`. */
  testId: string
  onDeployed: () => void
}

/**
 * Shown where the chain has no TokenBox infrastructure contract of `kind` yet: deploys one from the
 * wallet, verifies its source through the server (a skipped or refused verification does not matter:
 * the contract works either way) and remembers it for this chain in this browser.
 */
export function DeployContractPrompt(props: DeployContractPromptProps) {
  const { t } = useTranslation('errors')
  const { chainId } = useConnection()
  const { run, running, result } = useStepRunner()

  const create = async () => {
    const deployStep = deploy({
      abi: props.abi,
      bytecode: await props.loadBytecode(),
      args: props.args,
      label: props.contractName,
    })
    const outcome = await run([
      deployStep,
      toServerVerifyStep({ deployStep, deployStepIndex: 0, contractName: props.contractName }),
    ])
    const address = outcome.results[0]?.contractAddress
    if (address && chainId) {
      rememberContract(props.kind, chainId, address)
      props.onDeployed()
    }
  }

  return (
    <Alert
      type="warning"
      showIcon
      data-testid={`${props.testId}-missing`}
      title={props.title}
      description={
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">{props.hint}</Typography.Text>
          <Button type="primary" loading={running} onClick={create} data-testid={`${props.testId}-deploy`}>
            {props.deployLabel}
          </Button>
          {result?.status === 'failed' && result.stepIndex === 0 && (
            <Alert
              type="error"
              showIcon
              data-testid={`${props.testId}-deploy-error`}
              title={t(result.message.key, result.message.params)}
            />
          )}
        </Flex>
      }
    />
  )
}

import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import {
  type SharedContractKind,
  sharedContractDeployStep,
  sharedContractOf,
} from '@tokenbox/core/evm/sharedContracts.ts'
import { toServerVerifyStep } from '@tokenbox/core/explorer/toServerVerifyStep.ts'
import type { DeployStep } from '@tokenbox/core/transactions/types.ts'
import { Alert, Button, Flex, Typography } from 'antd'
import { useState } from 'react'
import { ErrorAlert } from '../errors/ErrorAlert.tsx'
import { useStepRunner } from '../transactions/useStepRunner.ts'
import { useChainBuild } from './useChainBuild.ts'

export type DeployContractPromptProps = {
  /** Which shared contract; its bytecode, of the build the chain runs, loads on demand. */
  kind: SharedContractKind
  /** The spec's question, e.g. "This chain has no batch contract, do you want to create one?". */
  title: string
  hint: string
  deployLabel: string
  /** `data-testid` prefix: `<prefix>-missing`, `<prefix>-deploy`, `<prefix>-deploy-error`. */
  testId: string
  onDeployed: () => void
}

/**
 * Shown where the chain has no TokenBox shared contract of `kind` yet: deploys it from the wallet
 * through the deterministic deployment proxy, at the one address every browser computes (so the
 * next user on this chain, in any browser, finds it and deploys no duplicate), and verifies its
 * source through the server (a skipped or refused verification does not matter: the contract works
 * either way).
 */
export function DeployContractPrompt(props: DeployContractPromptProps) {
  const { run, running, result } = useStepRunner()
  const ensureBuild = useChainBuild()
  // Choosing the build (the node's EVM probe) and loading its bytecode come before the wallet.
  const [preparing, setPreparing] = useState(false)
  const [prepareError, setPrepareError] = useState<ErrorMessage | null>(null)

  const create = async () => {
    setPrepareError(null)
    setPreparing(true)
    let deployStep: DeployStep
    try {
      deployStep = await sharedContractDeployStep(props.kind, await ensureBuild())
    } catch (error) {
      setPrepareError(toErrorMessage(error, { reading: true }))
      return
    } finally {
      setPreparing(false)
    }
    const outcome = await run([
      deployStep,
      toServerVerifyStep({ deployStep, deployStepIndex: 0, contractName: sharedContractOf[props.kind] }),
    ])
    if (outcome.results[0]?.contractAddress) props.onDeployed()
  }

  // Only the deployment's failure: a skipped or refused verification after it does not matter.
  const failure =
    prepareError ?? (result?.status === 'failed' && result.stepIndex === 0 ? result.message : null)

  return (
    <Alert
      type="warning"
      showIcon
      data-testid={`${props.testId}-missing`}
      title={props.title}
      description={
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">{props.hint}</Typography.Text>
          <Button
            type="primary"
            loading={running || preparing}
            onClick={create}
            data-testid={`${props.testId}-deploy`}
          >
            {props.deployLabel}
          </Button>
          {failure && <ErrorAlert message={failure} testId={`${props.testId}-deploy-error`} />}
        </Flex>
      }
    />
  )
}

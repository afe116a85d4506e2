import type { SharedContractKind } from '@tokenbox/core/sharedContracts/sharedContracts.ts'
import { Alert, Button, Flex, Typography } from 'antd'
import { ErrorAlert } from '../errors/ErrorAlert.tsx'
import { useDeploySharedContract } from './useDeploySharedContract.ts'

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
  const { create, busy, failure } = useDeploySharedContract(props.kind, props.onDeployed)

  return (
    <Alert
      type="warning"
      showIcon
      data-testid={`${props.testId}-missing`}
      title={props.title}
      description={
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">{props.hint}</Typography.Text>
          <Button type="primary" loading={busy} onClick={create} data-testid={`${props.testId}-deploy`}>
            {props.deployLabel}
          </Button>
          {failure && <ErrorAlert message={failure} testId={`${props.testId}-deploy-error`} />}
        </Flex>
      }
    />
  )
}

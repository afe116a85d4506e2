import { useQuery } from '@tanstack/react-query'
import { predictedMultisigQueryOptions } from '@tokenbox/core/multisig/multisigQuery.ts'
import { createdMultisigWallet, createMultisigWalletStep } from '@tokenbox/core/multisig/multisigSteps.ts'
import { newMultisigSalt } from '@tokenbox/core/multisig/predictMultisigAddress.ts'
import { validateMultisigSetup } from '@tokenbox/core/multisig/validateMultisigSetup.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { reportDeployment } from '@tokenbox/core/webApi/deployments.ts'
import { useState } from 'react'
import { type Address, getAddress } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../app/transactions/usePlannedRun.ts'

/**
 * A multisig wallet's creation, owned here so the panel only renders: the address the wallet will
 * get (core's predictedMultisigQueryOptions, for this creator and a fresh salt), the one factory
 * transaction core builds (createMultisigWalletStep) for a setup core's validateMultisigSetup
 * accepts, through the runner; the wallet it created (from the receipt's event) is reported to the
 * operators' list and handed to `onCreated`, and the next creation gets a new salt.
 *
 * @example
 * const creation = useCreateMultisigWallet(factory, open)
 * <Form onFinish={creation.create} />
 */
export function useCreateMultisigWallet(factory: Address, onCreated: (wallet: Address) => void) {
  const { address, chainId } = useConnection()
  const publicClient = usePublicClient()
  const [salt, setSalt] = useState(newMultisigSalt)
  const flow = usePlannedRun<{ steps: Step[] }>()
  const predicted = useQuery(predictedMultisigQueryOptions(publicClient, { factory, creator: address, salt }))

  const create = async (values: { signers: string[]; threshold: number }) => {
    const signers = values.signers.map((signer) => getAddress(signer.trim()))
    if (!validateMultisigSetup(signers, values.threshold).valid) return
    const outcome = await flow.start(async () => ({
      steps: [createMultisigWalletStep({ factory, signers, threshold: values.threshold, salt })],
    }))
    if (outcome?.status !== 'done') return
    const created = createdMultisigWallet(outcome.results[0]?.receipt?.logs ?? [])
    setSalt(newMultisigSalt())
    const hash = outcome.results[0]?.hash
    // For the operators' list of recent deployments; fire-and-forget, never in the user's way.
    if (created && hash && chainId && address)
      void reportDeployment({ kind: 'multisig', chainId, address: created, txHash: hash, deployer: address })
    if (created) onCreated(created)
  }

  return { predicted, create, running: flow.running, progress: flow.progress, result: flow.result }
}

import {
  contributePresaleSteps,
  type PresaleActionKind,
  presaleActionStep,
  refundPresaleSteps,
} from '@tokenbox/core/launchpad/presaleActionSteps.ts'
import { readPresale } from '@tokenbox/core/launchpad/readPresale.ts'
import { useState } from 'react'
import { type Address, type Hex, parseUnits } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'

export type PresaleDone = PresaleActionKind | 'contribute'

/**
 * The sale page's actions, owned here so the component only renders: contribute (approve a
 * stablecoin, bind the link's inviter when needed, pay), claim, refund, emergency withdraw,
 * finalize and cancel, each built by core and run by the one step runner.
 *
 * @example
 * const action = usePresaleAction(presale, refetch)
 * await action.contribute({ coinIndex: 0, amount: '1.5' })
 */
export function usePresaleAction(
  presale: Address | undefined,
  onSettled: () => void,
  /** The buyer's place on a Merkle whitelist (usePresaleWhitelistPlace), sent with each purchase. */
  place?: { tier: number; proof: readonly Hex[] } | undefined,
) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const { run, running, result, progress } = useStepRunner()
  const [done, setDone] = useState<PresaleDone | undefined>()

  const contribute = async ({
    coinIndex,
    amount,
    inviter,
  }: {
    coinIndex: number
    amount: string
    inviter?: Address | undefined
  }) => {
    if (!presale || !account || !publicClient) return
    const state = await readPresale(publicClient, { presale, account })
    const coin = state?.payCoins[coinIndex]
    if (!coin) return
    setDone(undefined)
    const outcome = await run(
      contributePresaleSteps({
        presale,
        coin: coin.coin,
        coinIndex,
        amount: parseUnits(amount, coin.decimals),
        inviter,
        place,
      }),
    )
    if (outcome.status === 'done') setDone('contribute')
    onSettled()
  }

  const simple = async (kind: PresaleActionKind) => {
    if (!presale || !account) return
    setDone(undefined)
    const outcome = await run([presaleActionStep(kind, { presale })])
    if (outcome.status === 'done') setDone(kind)
    onSettled()
  }

  /** A refund; in Immediately mode `delivered` tokens are approved and given back first. */
  const refund = async ({ token, delivered }: { token: Address; delivered: bigint }) => {
    if (!presale || !account) return
    setDone(undefined)
    const outcome = await run(refundPresaleSteps({ presale, token, delivered }))
    if (outcome.status === 'done') setDone('refund')
    onSettled()
  }

  return { contribute, simple, refund, running, result, progress, done }
}

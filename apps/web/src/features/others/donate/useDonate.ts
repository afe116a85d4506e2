import { useQueryClient } from '@tanstack/react-query'
import { transferAsset } from '@tokenbox/core/transactions/transfer.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import type { Address } from 'viem'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'

/**
 * A gift's flow, owned here so the form only renders: the one transfer core builds (transferAsset:
 * the coin as a plain value transfer, a token by its `transfer`) to `recipient`, through the
 * runner; every read is refreshed once it went through (the balances moved).
 *
 * @example
 * const donation = useDonate(recipient)
 * await donation.send(usdt, 1_000_000n)
 */
export function useDonate(recipient: Address) {
  const queryClient = useQueryClient()
  const flow = usePlannedRun<{ steps: Step[] }>()
  const send = async (asset: Address, amount: bigint) => {
    const outcome = await flow.start(async () => ({
      steps: [transferAsset({ asset, to: recipient, amount })],
    }))
    if (outcome?.status === 'done') void queryClient.invalidateQueries()
  }
  return { send, progress: flow.progress, result: flow.result, running: flow.running }
}

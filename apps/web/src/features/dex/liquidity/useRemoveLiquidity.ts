import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { removeLiquidityAmounts } from '@tokenbox/core/dex/createRemoveLiquiditySteps.ts'
import type { LiquidityPosition } from '@tokenbox/core/dex/findLiquidityPositions.ts'
import { planRemoveLiquidity } from '@tokenbox/core/dex/planDexTrade.ts'
import { slippageIssue } from '@tokenbox/core/dex/slippageIssue.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { isAddressEqual } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { defaultSwapSettings, type SwapSettingsValue, slippageBpsOf } from '../exchange/SwapSettings.tsx'
import { type RemovalChoice, removalLiquidity } from './liquidityModel.ts'

/**
 * The removal of part of one position: the amount chosen (a percentage or exact LP), native or
 * wrapped coin, slippage and deadline, what comes back at least, and the run (a permit signature
 * then the removal where the pair takes permits, else approve then remove). `onSettled` is told
 * after every run whether it removed, so the positions refresh either way (a declined signature
 * leaves everything as it was).
 *
 * @example
 * const removal = useRemoveLiquidity(entry, position, () => positions.refetch())
 * <Button disabled={Boolean(removal.blocker)} onClick={removal.submit} />
 */
export function useRemoveLiquidity(
  entry: ChainEntry,
  position: LiquidityPosition,
  onSettled: (removed: boolean) => unknown,
) {
  const { address: account, chainId } = useConnection()
  const publicClient = usePublicClient({ chainId: entry.id })
  const runner = useStepRunner()
  const [choice, setChoice] = useState<RemovalChoice>({ kind: 'percent', percent: 50 })
  const [receiveNative, setReceiveNative] = useState(true)
  const [settings, setSettings] = useState<SwapSettingsValue>(defaultSwapSettings)
  const [steps, setSteps] = useState<Step[]>([])

  // The native coin comes back through the router's ...ETH functions, or its ...AVAX ones where the
  // catalogue says the router names them after its coin (TraderJoe, Pangolin).
  const routerNativeName = entry.swaps.find((swap) =>
    isAddressEqual(swap.factory, position.venue.factory),
  )?.routerNativeName
  const hasWrapped = [position.token0, position.token1].some((token) =>
    isAddressEqual(token, entry.wrappedNative),
  )
  const paysNative = hasWrapped && receiveNative
  const slippageBps = slippageBpsOf(settings.slippage)
  const chosen = removalLiquidity(choice, position.balance)
  const amounts =
    chosen.liquidity !== undefined && slippageIssue(slippageBps) !== 'invalid'
      ? removeLiquidityAmounts({ ...position, liquidity: chosen.liquidity, slippageBps })
      : undefined

  /** What stops the removal, as a dex namespace key (with its parameters), or undefined. */
  const blocker = ((): { key: string; params?: Record<string, unknown> } | undefined => {
    if (!account) return { key: 'connectWallet', params: { ns: 'errors' } }
    if (chainId !== entry.id) return { key: 'wrongNetwork', params: { ns: 'errors' } }
    if (chosen.issue) return chosen.issue
    if (slippageIssue(slippageBps) === 'invalid') return { key: 'settings.slippageIssue.invalid' }
    return undefined
  })()

  const submit = async () => {
    if (blocker || !account || !publicClient || chosen.liquidity === undefined) return
    const next = await planRemoveLiquidity(publicClient, {
      ...position,
      router: position.venue.router,
      wrapped: entry.wrappedNative,
      liquidity: chosen.liquidity,
      slippageBps,
      receiveNative: paysNative,
      recipient: account,
      deadlineMinutes: settings.deadlineMinutes,
      chainId: entry.id,
      routerNativeName,
    })
    setSteps(next)
    const outcome = await runner.run(next)
    if (outcome.status === 'done') setChoice({ kind: 'percent', percent: 50 })
    await onSettled(outcome.status === 'done')
  }

  return {
    choice,
    setChoice,
    hasWrapped,
    paysNative,
    receiveNative,
    setReceiveNative,
    settings,
    setSettings,
    amounts,
    blocker,
    submit,
    steps,
    runner,
  }
}

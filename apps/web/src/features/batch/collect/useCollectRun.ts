import { getCollectGasPrice, getSweepGasLimit } from '@tokenbox/core/collect/getCollectGasPrice.ts'
import { runCollection } from '@tokenbox/core/collect/runCollection.ts'
import {
  type CollectGasPrice,
  type CollectMode,
  type CollectWallet,
  type WalletCollection,
  waitingCollection,
} from '@tokenbox/core/collect/types.ts'
import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { readBalances } from '@tokenbox/core/wallets/readBalances.ts'
import { useRef, useState } from 'react'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

export type StartCollection = {
  target: Address
  token: Address | undefined
  mode: CollectMode
  keepNative: bigint
  /** Replaces the gas strategy's price (wei per gas); the strategy still says EIP-1559 or legacy. */
  customGasPrice?: bigint | undefined
}

/** What the last run used and what the target held after it. */
export type RunInfo = {
  target: Address
  gasPrice: CollectGasPrice
  sweepGasLimit: bigint
  targetNative?: bigint | undefined
  targetToken?: bigint | undefined
}

/**
 * The collection of the screen: per-wallet states (kept across runs, so "Retry failed" continues
 * where a wallet stopped and never repeats a confirmed transfer), start, stop, and the price and
 * target balances of the last run. The keys pass from React state to core's runner and nowhere else.
 */
export function useCollectRun() {
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  const [states, setStates] = useState<ReadonlyMap<Address, WalletCollection>>(new Map())
  const latest = useRef(states)
  latest.current = states
  const [running, setRunning] = useState(false)
  const [setupError, setSetupError] = useState<ErrorMessage | null>(null)
  const [info, setInfo] = useState<RunInfo | null>(null)
  const controller = useRef<AbortController | null>(null)
  const [stopping, setStopping] = useState(false)

  const change = (address: Address, state: WalletCollection) => {
    latest.current = new Map(latest.current).set(address, state)
    setStates(latest.current)
  }

  const start = async (wallets: readonly CollectWallet[], options: StartCollection) => {
    if (!publicClient || wallets.length === 0) return
    const abort = new AbortController()
    controller.current = abort
    setRunning(true)
    setStopping(false)
    setSetupError(null)
    const previous = latest.current
    for (const wallet of wallets) {
      change(wallet.address, {
        ...(previous.get(wallet.address) ?? waitingCollection(wallet.address)),
        status: 'waiting',
      })
    }
    try {
      const strategy = await getCollectGasPrice(publicClient)
      const gasPrice = options.customGasPrice ? { ...strategy, price: options.customGasPrice } : strategy
      const sweepGasLimit = await getSweepGasLimit(publicClient, options.target, wallets[0]!.address)
      setInfo({ target: options.target, gasPrice, sweepGasLimit })
      await runCollection(publicClient, {
        wallets: wallets.map((wallet) => ({ wallet, previous: previous.get(wallet.address) })),
        settings: { ...options, gasPrice, sweepGasLimit },
        signal: abort.signal,
        onUpdate: (index, state) => change(wallets[index]!.address, state),
      })
      const after = await readBalances(publicClient, {
        accounts: [options.target],
        native: true,
        tokens: options.token && options.mode !== 'nativeOnly' ? [options.token] : [],
      })
      setInfo({
        target: options.target,
        gasPrice,
        sweepGasLimit,
        targetNative: after.native[0],
        targetToken: after.tokens[0]?.[0],
      })
    } catch (error) {
      setSetupError(toErrorMessage(error, { reading: true }))
    } finally {
      controller.current = null
      setRunning(false)
    }
  }

  /** Starts no further wallet; those already sending finish their transfers. */
  const stop = () => {
    controller.current?.abort()
    setStopping(true)
  }

  /** Forgets the states of wallets removed from the list. */
  const forget = (addresses: readonly Address[]) => {
    const next = new Map(latest.current)
    for (const address of addresses) next.delete(address)
    latest.current = next
    setStates(next)
  }

  return { states, running, setupError, info, start, stop, forget, stopping }
}

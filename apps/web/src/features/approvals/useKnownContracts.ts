import { multiSenderRuntime } from '@tokenbox/core/contracts/MultiSender.abi.ts'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { useMemo } from 'react'
import { useChainContract } from '../../app/contracts/useChainContract.ts'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

/**
 * Contracts the checker calls "known" on the current chain, by address: TokenBox's own (the
 * locker, the multi sender, the dividend tracker, the bulk mint, also ones this browser deployed),
 * the aggregator, and the catalogue's exchange routers. Labels are proper names, not translated.
 */
export function useKnownContracts(): Record<string, string> {
  const { entry } = useCurrentNetwork()
  const locker = useChainContract('lock', tokenLockerRuntime)
  const sender = useChainContract('send', multiSenderRuntime)
  return useMemo(() => {
    const known: Record<string, string> = {}
    const add = (address: string | null | undefined, label: string) => {
      if (address) known[address.toLowerCase()] = label
    }
    for (const swap of entry?.swaps ?? []) add(swap.router, `${swap.name} router`)
    add(entry?.multicall, 'Multicall3')
    add(entry?.dividendTracker, 'TokenBox DividendTracker')
    add(entry?.bulkBrc20Mint, 'TokenBox BulkMint')
    add(entry?.lock, 'TokenBox TokenLocker')
    add(locker.data, 'TokenBox TokenLocker')
    add(entry?.send, 'TokenBox MultiSender')
    add(sender.data, 'TokenBox MultiSender')
    return known
  }, [entry, locker.data, sender.data])
}

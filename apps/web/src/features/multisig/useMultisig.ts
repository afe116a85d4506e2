import { useQuery } from '@tanstack/react-query'
import { multisigFactoryRuntime } from '@tokenbox/core/contracts/MultisigFactory.abi.ts'
import {
  foundMultisigWalletsQueryOptions,
  multisigQueryOptions,
} from '@tokenbox/core/multisig/multisigQuery.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useChainContract } from '../../app/contracts/useChainContract.ts'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

/**
 * The connected chain's MultisigFactory: the catalogue's `multisig`, else one this browser deployed
 * there; `data` is null when the chain has none yet (the screen offers to deploy one).
 */
export function useMultisigFactory() {
  return useChainContract('multisig', multisigFactoryRuntime)
}

/** A public client for the app's chain. */
function useChainClient() {
  const { chainId } = useCurrentNetwork()
  return usePublicClient({ chainId })
}

/** Everything the wallet view shows (core's multisigQueryOptions); "not a wallet" is an answer. */
export function useMultisigState(wallet: Address | undefined) {
  return useQuery(multisigQueryOptions(useChainClient(), { wallet }))
}

/** Wallets the factory created by or with `account` (core's foundMultisigWalletsQueryOptions). */
export function useFoundWallets(factory: Address | undefined, account: Address | undefined) {
  return useQuery(foundMultisigWalletsQueryOptions(useChainClient(), { factory, account }))
}

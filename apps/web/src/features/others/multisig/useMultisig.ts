import { useQuery } from '@tanstack/react-query'
import { multisigFactoryRuntime } from '@tokenbox/core/contracts/MultisigFactory.abi.ts'
import { findMultisigWallets } from '@tokenbox/core/multisig/findMultisigWallets.ts'
import { readMultisig } from '@tokenbox/core/multisig/readMultisig.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/**
 * The connected chain's MultisigFactory: the catalogue's `multisig`, else one this browser deployed
 * there; `data` is null when the chain has none yet (the screen offers to deploy one).
 */
export function useMultisigFactory() {
  return useChainContract('multisig', multisigFactoryRuntime)
}

/** The app's chain and a public client for it. */
function useChainClient() {
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return { chainId, publicClient }
}

/** Everything the wallet view shows (core readMultisig); not retried: "not a wallet" is an answer. */
export function useMultisigState(wallet: Address | undefined) {
  const { chainId, publicClient } = useChainClient()
  return useQuery({
    queryKey: ['multisig', chainId, wallet],
    enabled: Boolean(wallet && publicClient),
    retry: false,
    queryFn: () => readMultisig(publicClient!, { wallet: wallet! }),
  })
}

/** Wallets the factory created by or with `account` (core findMultisigWallets). */
export function useFoundWallets(factory: Address | undefined, account: Address | undefined) {
  const { chainId, publicClient } = useChainClient()
  return useQuery({
    queryKey: ['multisigFound', chainId, factory, account],
    enabled: Boolean(factory && account && publicClient),
    retry: false,
    queryFn: () => findMultisigWallets(publicClient!, { factory: factory!, account: account! }),
  })
}

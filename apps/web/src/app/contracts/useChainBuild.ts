import { useQueryClient } from '@tanstack/react-query'
import { chainBuildQueryOptions } from '@tokenbox/core/evm/chainBuildQuery.ts'
import type { ContractBuild } from '@tokenbox/core/evm/contractBuild.ts'
import { describeBuildMismatch } from '@tokenbox/core/evm/readChainBuild.ts'
import { useCallback } from 'react'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { reportClientError } from '../errors/reportClientError.ts'

/**
 * Which build of TokenBox's contracts to deploy on the app's chain (core's chainBuildQueryOptions):
 * `ensureBuild()` probes the node before the first deployment there and remembers the answer per
 * chain for as long as the page is open (a node does not change its EVM under a user). A node that
 * runs another build than the catalogue says is reported to the console's error log, once per
 * chain and page. A probe that fails (the RPC is down) throws, for the caller to show.
 *
 * @example
 * const ensureBuild = useChainBuild()
 * const bytecode = await tokenTemplateBytecode('marketing', await ensureBuild())
 */
export function useChainBuild(): () => Promise<ContractBuild> {
  const queryClient = useQueryClient()
  const { chainId, entry } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return useCallback(async () => {
    if (!publicClient || !entry) throw new Error(`No client for chain ${chainId}`)
    const { build } = await queryClient.fetchQuery(
      chainBuildQueryOptions(publicClient, {
        entry,
        onMismatch: (chainBuild) =>
          reportClientError(
            new Error(describeBuildMismatch(chainId, entry.evm.level, chainBuild)),
            'evm probe',
          ),
      }),
    )
    return build
  }, [chainId, entry, publicClient, queryClient])
}

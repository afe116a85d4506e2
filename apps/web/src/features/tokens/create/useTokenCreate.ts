import { useQuery, useQueryClient } from '@tanstack/react-query'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { sharedContractsQueryPrefix } from '@tokenbox/core/sharedContracts/sharedContractQuery.ts'
import { planCreateToken } from '@tokenbox/core/tokens/planCreateToken.ts'
import { swapEngineQueryOptions } from '@tokenbox/core/tokens/swapEngine.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { isTradingTemplate, type TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { useTemplateCreate } from './useTemplateCreate.ts'

/**
 * The creation of a coin screen's token, owned here so the panel only renders: core's plan
 * (planCreateToken: the chain's locker, sale hub and dividend tracker the template names), the
 * user's agreement when it deploys the chain's tracker first (`confirmTracker`), and the run
 * (useTemplateCreate). A tax token needs the chain's swap engine or the proxy that creates it:
 * `engineMissing` says the chain has neither, and nothing is submitted then.
 *
 * @example
 * const creation = useTokenCreate(template)
 * <Form onFinish={(values) => creation.submit(values, askUser)}>…</Form>
 */
export function useTokenCreate(template: TokenTemplateId) {
  const creation = useTemplateCreate()
  const queryClient = useQueryClient()
  // The chain the shared contracts are read on (useChainContract's, and the build's).
  const network = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId: network.chainId })
  // Where a sale's locked LP goes, as its terms say (null: none yet, so only burning is offered).
  const locker = useChainContract('lock', tokenLockerRuntime)
  const { entry } = useConnectedChainEntry()
  const trading = isTradingTemplate(template)
  const engineQuery = swapEngineQueryOptions(usePublicClient({ chainId: entry?.id }))
  const engine = useQuery({ ...engineQuery, enabled: engineQuery.enabled && trading && !!entry })
  const engineMissing = trading && engine.data === false

  const submit = async (values: TokenFormValues, confirmTracker: () => Promise<boolean>) => {
    if (engineMissing || !publicClient) return
    const run = await creation.createPlanned(
      () => planCreateToken(publicClient, { template, values, entry: network.entry ?? {} }),
      confirmTracker,
    )
    // A tracker or hub this flow deployed sits at its shared address: the screens read it again.
    if (run && run.flow.tokenIndex > 0)
      void queryClient.invalidateQueries({ queryKey: sharedContractsQueryPrefix(network.chainId) })
  }

  return {
    ...creation,
    submit,
    engineMissing,
    locker: locker.data,
    coin: entry?.nativeCurrency.symbol ?? 'ETH',
  }
}

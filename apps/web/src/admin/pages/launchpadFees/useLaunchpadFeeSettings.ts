import { useQuery } from '@tanstack/react-query'
import { launchpadFeeSettingsQueryOptions } from '@tokenbox/core/launchpad/launchpadFeesQuery.ts'
import {
  type LaunchpadFeeConfig,
  setLaunchpadFeesSteps,
} from '@tokenbox/core/launchpad/setLaunchpadFeesSteps.ts'
import { type Address, isAddressEqual } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'

/**
 * The fee settings of a chain's launchpad factory, owned here so the page only renders: its current
 * fees and owner (an account, a TokenBox multisig wallet or another contract), whether the connected
 * account may change them (the owner itself, or a signer of the owning multisig, whose change becomes
 * an order the other signers confirm), and the change through the one step runner.
 *
 * @example
 * const settings = useLaunchpadFeeSettings(factory)
 * await settings.save({ recipient, flatFeeToken: zeroAddress, flatFee: 0n, raiseFeeBps: 200, tokenFeeBps: 0 })
 */
export function useLaunchpadFeeSettings(factory: Address) {
  const { address: account, chainId } = useConnection()
  const publicClient = usePublicClient()
  const runner = useStepRunner()
  const query = useQuery(launchpadFeeSettingsQueryOptions(publicClient, { factory }))
  const owner = query.data?.owner
  const mayChange =
    account !== undefined &&
    owner !== undefined &&
    (owner.kind === 'account'
      ? isAddressEqual(owner.address, account)
      : owner.kind === 'multisig' && owner.signers.some((signer) => isAddressEqual(signer, account)))

  const save = async (fees: LaunchpadFeeConfig) => {
    if (!account || !owner || !mayChange) return
    const outcome = await runner.run(
      setLaunchpadFeesSteps({
        factory,
        owner: owner.address,
        account,
        fees,
        ownerIsMultisig: owner.kind === 'multisig',
      }),
    )
    if (outcome.status === 'done') await query.refetch()
  }

  return { ...query, account, chainId, mayChange, save, ...runner }
}

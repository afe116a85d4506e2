import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { readToken } from '@tokenbox/core/erc20/readToken.ts'
import {
  type FairLaunchFormValues,
  toFairLaunchParameters,
} from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { getAddress } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useTemplateCreate } from '../create/useTemplateCreate.ts'

/**
 * The creation of a fair-launch token, owned here so the panel only renders: the shared template
 * creation fed with the form's parameters, the chain's shared locker for a locked LP, and the
 * holding condition's token decimals (read with core's readToken) to turn its amount into base units.
 *
 * @example
 * const creation = useFairLaunchCreate()
 * <Form onFinish={creation.submit}>…</Form>
 */
export function useFairLaunchCreate() {
  const { address } = useConnection()
  const publicClient = usePublicClient()
  const creation = useTemplateCreate()
  const locker = useChainContract('lock', tokenLockerRuntime)
  const submit = async (values: FairLaunchFormValues) => {
    if (!address || !publicClient) return
    let conditionDecimals = 18
    if (values.condition === 'holdToken') {
      const token = await readToken(publicClient, { token: getAddress(values.conditionToken.trim()) })
      conditionDecimals = token?.decimals ?? 18
    }
    await creation.create(toFairLaunchParameters(values, address, locker.data, conditionDecimals))
  }
  return { ...creation, submit, locker: locker.data }
}

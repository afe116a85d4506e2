import { useQuery } from '@tanstack/react-query'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { type CreatePresalePlan, createPresaleSteps } from '@tokenbox/core/launchpad/createPresaleSteps.ts'
import { launchpadFeesQueryOptions } from '@tokenbox/core/launchpad/launchpadFeesQuery.ts'
import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { toPresaleParams } from '@tokenbox/core/launchpad/toPresaleParams.ts'
import { validatePresaleDraft } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits, zeroAddress } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import type { FeesShown } from './presaleSummaryLines.ts'

/**
 * The creation of a presale, owned here so the panel only renders: the factory's fees (shown
 * before anything is signed), the plan core builds (approve the tokens needed, exempt the
 * predicted presale from a TokenBox tax token's fees when the creator owns it, create, lock team
 * tokens), its run, and the new presale's address.
 *
 * @example
 * const creation = usePresaleCreate(factory)
 * await creation.submit(draft)
 */
export function usePresaleCreate(factory: Address) {
  const { t, i18n } = useTranslation('launchpad')
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const publicClient = usePublicClient()
  const locker = useChainContract('lock', tokenLockerRuntime)
  const flow = usePlannedRun<CreatePresalePlan>()

  const feesQuery = useQuery(launchpadFeesQueryOptions(publicClient, { factory }))
  const feeData = feesQuery.data
  const fees: FeesShown | undefined = feeData && {
    flat:
      feeData.flatFee === 0n
        ? t('summary.noFlatFee')
        : `${formatLocaleDecimal(formatUnits(feeData.flatFee, feeData.flatFeeDecimals), i18n.language)} ${
            feeData.flatFeeToken === zeroAddress
              ? (entry?.nativeCurrency.symbol ?? 'ETH')
              : feeData.flatFeeSymbol
          }`,
    raiseFeeBps: feeData.raiseFeeBps,
    tokenFeeBps: feeData.tokenFeeBps,
  }

  const submit = async (draft: PresaleDraft) => {
    if (!account || !publicClient || !feeData) return
    if (Object.keys(validatePresaleDraft(draft, Date.now())).length > 0) return
    await flow.start(() =>
      createPresaleSteps(publicClient, {
        factory,
        account,
        ...toPresaleParams(draft, { locker: locker.data ?? null }),
        fees: feeData,
        locker: locker.data ?? undefined,
      }),
    )
  }

  return {
    ...flow,
    fees,
    submit,
    titles: flow.steps.map((step) => t(`create.step.${step.label ?? step.type}`)),
    created: flow.done?.presale,
    exemption: flow.plan?.exemption ?? false,
    locker: locker.data ?? null,
  }
}

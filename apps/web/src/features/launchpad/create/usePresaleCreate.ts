import { useQuery } from '@tanstack/react-query'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { type CreatePresalePlan, createPresaleSteps } from '@tokenbox/core/launchpad/createPresaleSteps.ts'
import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { readLaunchpadFees } from '@tokenbox/core/launchpad/readLaunchpadFees.ts'
import { toPresaleParams } from '@tokenbox/core/launchpad/toPresaleParams.ts'
import { validatePresaleDraft } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits, zeroAddress } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
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
  const { run, running, progress, result } = useStepRunner()
  const [plan, setPlan] = useState<CreatePresalePlan | undefined>()
  const [preparing, setPreparing] = useState(false)
  const [prepareError, setPrepareError] = useState<ErrorMessage | null>(null)
  const [created, setCreated] = useState<Address | undefined>()

  const feesQuery = useQuery({
    queryKey: ['launchpadFees', factory, entry?.id],
    enabled: Boolean(publicClient),
    queryFn: () => readLaunchpadFees(publicClient!, { factory }),
  })
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
    setPrepareError(null)
    setCreated(undefined)
    setPreparing(true)
    let next: CreatePresalePlan
    try {
      next = await createPresaleSteps(publicClient, {
        factory,
        account,
        ...toPresaleParams(draft, { locker: locker.data ?? null }),
        fees: feeData,
        locker: locker.data ?? undefined,
      })
    } catch (error) {
      setPrepareError(toErrorMessage(error))
      return
    } finally {
      setPreparing(false)
    }
    setPlan(next)
    const outcome = await run(next.steps)
    if (outcome.status === 'done') setCreated(next.presale)
  }

  const steps: readonly Step[] = plan?.steps ?? []
  const titles = steps.map((step) => t(`create.step.${step.label ?? step.type}`))
  return {
    fees,
    submit,
    steps,
    titles,
    progress,
    result,
    running,
    preparing,
    prepareError,
    created,
    exemption: plan?.exemption ?? false,
    locker: locker.data ?? null,
  }
}

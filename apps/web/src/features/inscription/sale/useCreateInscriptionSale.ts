import {
  checkInscriptionSaleDraft,
  type InscriptionSaleDraft,
  type InscriptionSaleDraftCheck,
  type InscriptionSaleDraftField,
  inscriptionSaleTermsOf,
} from '@tokenbox/core/inscription/sale/inscriptionSaleDraft.ts'
import {
  type CreateInscriptionSalePlan,
  planCreateInscriptionSale,
} from '@tokenbox/core/inscription/sale/planCreateInscriptionSale.ts'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { useTickBalance } from '../useTickBalance.ts'

type ReadyPlan = Extract<CreateInscriptionSalePlan, { status: 'ready' }>

function initialDraft(): InscriptionSaleDraft {
  // A start a little ahead, so the creation is mined before it; a day of sale by default.
  const start = dayjs().add(10, 'minute').startOf('minute')
  return {
    protocol: 'ASC-20',
    tick: '',
    amountPerUnit: '',
    totalUnits: '',
    softCap: '0',
    maxPerBuyer: '0',
    start: start.valueOf(),
    end: start.add(1, 'day').valueOf(),
    graceDays: 7,
    priceMode: 'constant',
    startPrice: '',
    endPrice: '',
  }
}

/**
 * Create Inscription Presale's flow, owned here so the panel only renders: the draft and core's
 * check of it on every change (checkInscriptionSaleDraft, against this device's clock and the
 * seller's indexed balance), then core's plan (planCreateInscriptionSale: the newest block and the
 * factory's next sale address read, create and escrow) and its run. A plan refused at the newest
 * block (a chain whose clock runs ahead) shows its issues until the draft changes; `onOpen`
 * receives the sale once both steps went through.
 *
 * @example
 * const creation = useCreateInscriptionSale(factory, onOpen)
 * <Input value={creation.draft.tick} onChange={(event) => creation.change({ tick: event.target.value })} />
 */
export function useCreateInscriptionSale(factory: Address, onOpen: (sale: Address) => void) {
  const { t } = useTranslation(['inscription', 'errors'])
  const { address } = useConnection()
  const { chainId, entry } = useConnectedChainEntry()
  const publicClient = usePublicClient({ chainId })
  const flow = usePlannedRun<ReadyPlan>()
  const [draft, setDraft] = useState(initialDraft)
  const [submitted, setSubmitted] = useState(false)
  const [refused, setRefused] = useState<InscriptionSaleDraftCheck | undefined>()
  const typed = inscriptionSaleTermsOf(draft)
  const terms = 'terms' in typed ? typed.terms : undefined
  const balance = useTickBalance(chainId, terms?.protocol, terms?.tick.toLowerCase(), address).data
  const check = checkInscriptionSaleDraft(draft, { now: BigInt(Math.floor(Date.now() / 1000)), balance })

  const change = (values: Partial<InscriptionSaleDraft>) => {
    setDraft((current) => ({ ...current, ...values }))
    setRefused(undefined)
  }

  /** The field's refusal in the user's words, once a submit was tried. */
  const issueOf = (field: InscriptionSaleDraftField): string | undefined => {
    const issue = submitted ? (refused ?? check).issues[field] : undefined
    if (!issue) return undefined
    return issue.kind === 'notNumber' ? t('sale.create.enterNumber') : t(issue.key, { ns: 'errors' })
  }

  const submit = async () => {
    setSubmitted(true)
    if (!check.ok || !publicClient || !address) return
    let refusal: InscriptionSaleDraftCheck | undefined
    let planned: ReadyPlan | undefined
    const outcome = await flow.start(async () => {
      const plan = await planCreateInscriptionSale(publicClient, {
        factory,
        account: address,
        draft,
        nowMs: Date.now(),
        balance,
      })
      if (plan.status === 'unread') throw plan.error
      if (plan.status === 'refused') {
        refusal = plan.check
        return undefined
      }
      planned = plan
      return plan
    })
    if (refusal) setRefused(refusal)
    if (outcome?.status === 'done' && planned) onOpen(planned.sale)
  }

  return {
    draft,
    change,
    check,
    issueOf,
    submit,
    flow,
    connected: Boolean(address),
    busy: flow.preparing || flow.running,
    symbol: entry?.nativeCurrency.symbol ?? 'ETH',
  }
}

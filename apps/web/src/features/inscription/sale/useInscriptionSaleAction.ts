import {
  inscriptionSaleActions,
  inscriptionSaleFigures,
} from '@tokenbox/core/inscription/sale/inscriptionSaleActions.ts'
import {
  type InscriptionSaleAction,
  type InscriptionSalePlan,
  planInscriptionSaleAction,
} from '@tokenbox/core/inscription/sale/planInscriptionSaleAction.ts'
import type { InscriptionSaleState } from '@tokenbox/core/inscription/sale/readInscriptionSale.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedAction } from '../../../app/transactions/usePlannedAction.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'

type ReadyPlan = Extract<InscriptionSalePlan, { status: 'ready' }>

/**
 * An inscription sale's actions, owned here so the page only renders: the units typed and core's
 * figures for them (inscriptionSaleFigures: the cost, the price now, what was raised), the buttons
 * its state allows (inscriptionSaleActions), each action through core's plan
 * (planInscriptionSaleAction: the sale read again at the newest block, the action checked against
 * it and the indexer's escrow, its step) and the runner, with its progress title in the user's words.
 * After a run or a refusal the sale is read again (its state moved: the page shows it as it is now);
 * a price that rose since the button showed it is read again before anything is sent. `failure` is
 * why the last action did not go before the wallet: core's refusal, or a read that failed.
 *
 * @example
 * const action = useInscriptionSaleAction(sale, escrow, query.refetch)
 * <Button onClick={action.buy} disabled={action.cost === undefined} />
 */
export function useInscriptionSaleAction(
  sale: InscriptionSaleState,
  escrow: bigint | undefined,
  refetch: () => unknown,
) {
  const { t } = useTranslation('inscription')
  const { address } = useConnection()
  // The client the sale was read with (useInscriptionSale's).
  const publicClient = usePublicClient({ chainId: useConnectedChainEntry().chainId })
  const flow = usePlannedAction<ReadyPlan>()
  const [units, setUnits] = useState<number | null>(1)
  const figures = inscriptionSaleFigures(sale, BigInt(units ?? 0))

  const act = async (action: InscriptionSaleAction) => {
    if (!address || !publicClient) return
    await flow.act(() =>
      planInscriptionSaleAction(publicClient, { sale: sale.sale, account: address, action, escrow }),
    )
    void refetch()
  }

  const kind = flow.plan?.kind
  return {
    units,
    setUnits,
    ...figures,
    /** The buttons the sale's state allows the account. */
    offered: inscriptionSaleActions(sale, address, escrow),
    act,
    /** A purchase of the units typed, at the cost the button shows (the most sent). */
    buy: () => act({ kind: 'buy', units: BigInt(units ?? 0), quoted: figures.cost }),
    busy: flow.busy,
    steps: flow.steps,
    titles: kind ? [t(kind === 'buy' ? 'sale.buy.step' : `sale.action.${kind}`)] : [],
    progress: flow.progress,
    result: flow.result,
    running: flow.running,
    failure: flow.refusal,
  }
}

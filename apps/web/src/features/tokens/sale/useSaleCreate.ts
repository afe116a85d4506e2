import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { type SaleFormValues, toSaleParameters } from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { useConnection } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useTemplateCreate } from '../create/useTemplateCreate.ts'

/**
 * The creation of a sale token, owned here so the panel only renders: the shared template
 * creation (useTemplateCreate) fed with the sale form's parameters, and the chain's shared locker
 * a locked LP goes to.
 *
 * @example
 * const creation = useSaleCreate()
 * <Form onFinish={creation.submit}>…</Form>
 */
export function useSaleCreate() {
  const { address } = useConnection()
  const creation = useTemplateCreate()
  // The chain's shared locker, where a locked LP goes (null: none yet, so only burning is offered).
  const locker = useChainContract('lock', tokenLockerRuntime)
  const submit = async (values: SaleFormValues) => {
    if (!address) return
    await creation.create(toSaleParameters(values, address, locker.data))
  }
  return { ...creation, submit, locker: locker.data }
}

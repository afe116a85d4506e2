import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { MultisigOrder } from '@tokenbox/core/multisig/readMultisig.ts'
import type { TFunction } from 'i18next'

/**
 * One line saying what an order does, in the user's language, from core's description: amounts in
 * whole coins or tokens (a token that does not answer shows raw units), addresses shortened.
 */
export function describeOrderText(t: TFunction, order: MultisigOrder, nativeSymbol: string): string {
  const d = order.description
  const ns = { ns: 'multisig' }
  switch (d.kind) {
    case 'native':
      return t('describe.native', {
        ...ns,
        amount: formatTokenAmount(d.value, 18),
        symbol: nativeSymbol,
        to: formatAddress(d.to),
      })
    case 'token':
      return order.token
        ? t('describe.token', {
            ...ns,
            amount: formatTokenAmount(d.amount, order.token.decimals),
            symbol: order.token.symbol,
            to: formatAddress(d.to),
          })
        : t('describe.tokenUnknown', {
            ...ns,
            amount: d.amount.toString(),
            count: Number(d.amount),
            token: formatAddress(d.token),
            to: formatAddress(d.to),
          })
    case 'addSigner':
    case 'removeSigner':
      return t(`describe.${d.kind}`, {
        ...ns,
        signer: formatAddress(d.signer),
        threshold: d.threshold.toString(),
      })
    case 'replaceSigner':
      return t('describe.replaceSigner', {
        ...ns,
        oldSigner: formatAddress(d.oldSigner),
        newSigner: formatAddress(d.newSigner),
      })
    case 'changeThreshold':
      return t('describe.changeThreshold', { ...ns, threshold: d.threshold.toString() })
    case 'cancelOrder':
      return t('describe.cancelOrder', { ...ns, id: d.target.toString() })
    case 'call':
      return d.value > 0n
        ? t('describe.callWithValue', {
            ...ns,
            selector: d.selector,
            to: formatAddress(d.to),
            amount: formatTokenAmount(d.value, 18),
            symbol: nativeSymbol,
          })
        : t('describe.call', { ...ns, selector: d.selector, to: formatAddress(d.to) })
  }
}

import { getAddress, type Hex } from 'viem'
import type { MultisigOrderDraft } from './planMultisigOrder.ts'

/** The new-order form's values: every field any kind uses; the kind decides which are read. */
export type OrderValues = {
  to?: string
  amount?: string
  token?: string
  value?: string
  callMode?: 'abi' | 'raw'
  abi?: string
  functionName?: string
  args?: string[]
  data?: string
  change?: 'addSigner' | 'removeSigner' | 'replaceSigner' | 'changeThreshold'
  signer?: string
  newSigner?: string
  threshold?: number
}

/** What the new-order form makes: a send of the coin, a token transfer, any call, a signer change. */
export type OrderKind = 'native' | 'token' | 'call' | 'signers'

/** Form text to an address; the form's rules have checked it, so this only normalises. */
const address = (text: string | undefined) => getAddress((text ?? '').trim())

/**
 * The form's values as core's order draft for `kind` (the fields that kind shows; a token
 * transfer's decimals are core's to read).
 *
 * @example
 * toOrderDraft('native', { to: '0x…', amount: '1.5' }) // { kind: 'native', to: '0x…', amount: '1.5' }
 */
export function toOrderDraft(kind: OrderKind, values: OrderValues): MultisigOrderDraft {
  if (kind === 'native') return { kind: 'native', to: address(values.to), amount: values.amount ?? '' }
  if (kind === 'token')
    return {
      kind: 'token',
      token: address(values.token),
      to: address(values.to),
      amount: values.amount ?? '',
    }
  if (kind === 'call') {
    const to = address(values.to)
    return values.callMode === 'raw'
      ? { kind: 'raw', to, value: values.value ?? '', data: (values.data ?? '').trim() as Hex }
      : {
          kind: 'call',
          to,
          value: values.value ?? '',
          abi: values.abi ?? '',
          functionName: values.functionName ?? '',
          args: values.args ?? [],
        }
  }
  const threshold = Number(values.threshold)
  switch (values.change) {
    case 'addSigner':
    case 'removeSigner':
      return { kind: values.change, signer: address(values.signer), threshold }
    case 'replaceSigner':
      return {
        kind: 'replaceSigner',
        oldSigner: address(values.signer),
        newSigner: address(values.newSigner),
      }
    default:
      return { kind: 'changeThreshold', threshold }
  }
}

import { eip712DomainFields, eip2612PermitTypes } from '../src/dex/eip2612PermitTypes.ts'

/** The EIP-712 types of an EIP-2612 permit, as a dapp sends them to `eth_signTypedData_v4`. */
const permitTypedDataTypes = { EIP712Domain: eip712DomainFields, ...eip2612PermitTypes }

/**
 * An EIP-2612 permit's typed data for the guard's tests: `value` as given (a decimal string, hex,
 * a number or something unreadable, to test how it is read), nonce 0 unless said.
 *
 * @example
 * JSON.stringify(eip2612PermitTypedData({ domain, owner, spender, value: maxUint256.toString(), deadline: '4102444800' }))
 */
export function eip2612PermitTypedData(parameters: {
  domain: { name?: string; version?: string; chainId?: number | string; verifyingContract?: string }
  owner: string
  spender: string
  value: unknown
  deadline: string | number
  nonce?: string | number
}) {
  const { domain, owner, spender, value, deadline, nonce = '0' } = parameters
  return {
    types: permitTypedDataTypes,
    domain,
    primaryType: 'Permit',
    message: { owner, spender, value, nonce, deadline },
  }
}

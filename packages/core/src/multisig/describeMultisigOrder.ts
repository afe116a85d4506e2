import { type Address, decodeFunctionData, erc20Abi, type Hex, isAddressEqual, size, slice } from 'viem'
import { multisigWalletAbi } from '../contracts/MultisigWallet.abi.ts'

/**
 * What an order does, recognised from its destination, value and data (the kinds the New order
 * form makes, read back): a native send, an ERC20 transfer, a signer or threshold change or a
 * cancellation by the wallet itself, or any other call (its 4-byte selector, the raw data kept for display).
 */
export type MultisigOrderDescription =
  | { kind: 'native'; to: Address; value: bigint }
  | { kind: 'token'; token: Address; to: Address; amount: bigint; value: bigint }
  | { kind: 'addSigner'; signer: Address; threshold: bigint }
  | { kind: 'removeSigner'; signer: Address; threshold: bigint }
  | { kind: 'replaceSigner'; oldSigner: Address; newSigner: Address }
  | { kind: 'changeThreshold'; threshold: bigint }
  /** A cancel order: once executed, order `target` can never run. */
  | { kind: 'cancelOrder'; target: bigint }
  | { kind: 'call'; to: Address; value: bigint; selector: Hex; data: Hex }

const selfCallNames = new Set([
  'addSigner',
  'removeSigner',
  'replaceSigner',
  'changeThreshold',
  'cancelOrder',
])

/**
 * Describes an order for display. Self-calls are recognised only when addressed to `wallet` with
 * no value; an ERC20 `transfer` only when its data is exactly the transfer's encoding (any contract
 * may have a function with that selector, so the UI shows the destination as the token and reads
 * its symbol; a non-token then shows no symbol).
 *
 * @example
 * describeMultisigOrder(wallet, { destination: usdt, value: 0n, data })
 * // { kind: 'token', token: usdt, to: '0x…', amount: 12500000n, value: 0n }
 */
export function describeMultisigOrder(
  wallet: Address,
  order: { destination: Address; value: bigint; data: Hex },
): MultisigOrderDescription {
  const { destination, value, data } = order
  if (size(data) === 0) return { kind: 'native', to: destination, value }
  if (isAddressEqual(destination, wallet) && value === 0n) {
    try {
      const decoded = decodeFunctionData({ abi: multisigWalletAbi, data })
      if (selfCallNames.has(decoded.functionName)) {
        const args = decoded.args as readonly unknown[]
        switch (decoded.functionName) {
          case 'addSigner':
          case 'removeSigner':
            return { kind: decoded.functionName, signer: args[0] as Address, threshold: args[1] as bigint }
          case 'replaceSigner':
            return { kind: 'replaceSigner', oldSigner: args[0] as Address, newSigner: args[1] as Address }
          case 'changeThreshold':
            return { kind: 'changeThreshold', threshold: args[0] as bigint }
          case 'cancelOrder':
            return { kind: 'cancelOrder', target: args[0] as bigint }
        }
      }
    } catch {
      // Not one of the wallet's functions: described as a plain call below.
    }
  }
  // transfer(address,uint256) is exactly 4 + 32 + 32 bytes.
  if (size(data) === 68) {
    try {
      const decoded = decodeFunctionData({ abi: erc20Abi, data })
      if (decoded.functionName === 'transfer') {
        const [to, amount] = decoded.args
        return { kind: 'token', token: destination, to, amount, value }
      }
    } catch {
      // Another function with 64 bytes of arguments.
    }
  }
  return { kind: 'call', to: destination, value, selector: slice(data, 0, Math.min(4, size(data))), data }
}

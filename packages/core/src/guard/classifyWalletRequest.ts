import { classifyApprovalCall } from './classifyApprovalCall.ts'
import { classifyBuyCall } from './classifyBuyCall.ts'
import { classifyOrder } from './classifyOrder.ts'
import { classifyPermit } from './classifyPermit.ts'
import { readTransactionParams } from './readTransactionParams.ts'
import { readTypedDataParams } from './readTypedDataParams.ts'
import type { WalletRequest, WalletRequestFinding } from './types.ts'

/**
 * What a page's wallet request asks for, when the transaction guard (issue 28) should speak before
 * the wallet opens:
 * - `eth_sendTransaction`: an unlimited approval (`approve`, `increaseAllowance`, Permit2's
 *   `approve`), `setApprovalForAll(operator, true)`, or a buy through a router (the caller then
 *   checks the token);
 * - `eth_signTypedData_v3` / `_v4`: a permit (EIP-2612, DAI, Permit2) or a Seaport-style
 *   marketplace order (what it gives away and what comes back).
 *
 * Pure: it reads the request alone. Anything else, and any input it cannot read (malformed data,
 * params of the wrong shape), is `undefined`; it never throws, since it runs on every page.
 *
 * @example
 * classifyWalletRequest({ method: 'eth_sendTransaction', params: [{ from, to: nft, data: setApprovalForAllData }] })
 * // { kind: 'approvalForAll', collection: nft, operator }
 * classifyWalletRequest({ method: 'eth_chainId' }) // undefined
 */
export function classifyWalletRequest(request: WalletRequest): WalletRequestFinding | undefined {
  try {
    switch (request?.method) {
      case 'eth_sendTransaction': {
        const transaction = readTransactionParams(request.params)
        if (!transaction) return undefined
        return classifyApprovalCall(transaction) ?? classifyBuyCall(transaction)
      }
      case 'eth_signTypedData_v3':
      case 'eth_signTypedData_v4': {
        const read = readTypedDataParams(request.params)
        return read
          ? (classifyPermit(read.typedData, read.signer) ?? classifyOrder(read.typedData, read.signer))
          : undefined
      }
      default:
        return undefined
    }
  } catch {
    // Every reader above checks its input; this is the last line for what no test thought of
    // (a getter that throws on an object the page built).
    return undefined
  }
}

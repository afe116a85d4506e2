import { decodeFunctionData, parseAbi } from 'viem'
import { isUnlimitedAmount } from '../erc20/unlimitedAmount.ts'
import type { GuardedTransaction } from './readTransactionParams.ts'
import type { ApprovalForAllFinding, UnlimitedApprovalFinding } from './types.ts'

/**
 * The approval calls the guard knows. `approve(address,uint256)` is also ERC-721's
 * `approve(to, tokenId)`: a token id at or above the threshold (an ENS name's, a hash) reads as an
 * unlimited ERC-20 approval. The guard cannot tell the two apart without a network read, and a
 * warning the user dismisses costs less than a missed one.
 */
const approvalAbi = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  // Permit2 (Uniswap): the allowance Permit2 itself keeps for spender.
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  'function setApprovalForAll(address operator, bool approved)',
])

/**
 * What an approval transaction grants, when it is worth a warning: an unlimited `approve`,
 * `increaseAllowance` or Permit2 `approve`, or `setApprovalForAll(operator, true)`. A limited
 * amount, a revocation (`setApprovalForAll(operator, false)`) or any other call is `undefined`.
 *
 * @example
 * classifyApprovalCall({ to: usdt, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }) })
 * // { kind: 'unlimitedApproval', function: 'approve', token: usdt, spender, amount: maxUint256 }
 */
export function classifyApprovalCall(
  transaction: GuardedTransaction,
): UnlimitedApprovalFinding | ApprovalForAllFinding | undefined {
  let call: ReturnType<typeof decodeFunctionData<typeof approvalAbi>>
  try {
    call = decodeFunctionData({ abi: approvalAbi, data: transaction.data })
  } catch {
    return undefined
  }
  switch (call.functionName) {
    case 'approve': {
      if (call.args.length === 4) {
        const [token, spender, amount, expiration] = call.args
        if (!isUnlimitedAmount(amount)) return undefined
        return {
          kind: 'unlimitedApproval',
          function: 'permit2Approve',
          token,
          spender,
          amount,
          via: transaction.to,
          expiration: BigInt(expiration),
        }
      }
      const [spender, amount] = call.args
      if (!isUnlimitedAmount(amount)) return undefined
      return { kind: 'unlimitedApproval', function: 'approve', token: transaction.to, spender, amount }
    }
    case 'increaseAllowance': {
      const [spender, amount] = call.args
      if (!isUnlimitedAmount(amount)) return undefined
      return {
        kind: 'unlimitedApproval',
        function: 'increaseAllowance',
        token: transaction.to,
        spender,
        amount,
      }
    }
    case 'setApprovalForAll': {
      const [operator, approved] = call.args
      return approved ? { kind: 'approvalForAll', collection: transaction.to, operator } : undefined
    }
  }
}

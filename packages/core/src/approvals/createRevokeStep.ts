import { type Address, erc20Abi, parseAbi, zeroAddress } from 'viem'
import { call } from '../transactions/call.ts'
import type { CallStep } from '../transactions/types.ts'
import type { LiveApproval } from './readApprovals.ts'

const nftApprovalAbi = parseAbi([
  'function approve(address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
])

/** What a revoke needs to know about an approval. */
export type RevokeTarget = Pick<LiveApproval, 'kind' | 'spender' | 'tokenId'> & {
  token: { address: Address }
}

/**
 * The transaction that withdraws one approval: ERC20 `approve(spender, 0)`, ERC721
 * `approve(0x0, tokenId)`, ApprovalForAll `setApprovalForAll(operator, false)`. A call step, not
 * the runner's `approve` step (which skips when the allowance already covers the amount: 0 always does).
 *
 * @example
 * await runSteps({ publicClient, walletClient, steps: [createRevokeStep(approval)] })
 */
export function createRevokeStep(approval: RevokeTarget): CallStep {
  const address = approval.token.address
  if (approval.kind === 'erc20') {
    return call({
      address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [approval.spender, 0n],
      label: 'revoke',
    })
  }
  if (approval.kind === 'erc721') {
    return call({
      address,
      abi: nftApprovalAbi,
      functionName: 'approve',
      args: [zeroAddress, approval.tokenId ?? 0n],
      label: 'revoke',
    })
  }
  return call({
    address,
    abi: nftApprovalAbi,
    functionName: 'setApprovalForAll',
    args: [approval.spender, false],
    label: 'revoke',
  })
}

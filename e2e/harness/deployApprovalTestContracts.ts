import {
  approvalTestMultiTokenAbi,
  approvalTestMultiTokenBytecode,
} from '@tokenbox/core/testing/contracts/ApprovalTestMultiToken.ts'
import {
  approvalTestNftAbi,
  approvalTestNftBytecode,
} from '@tokenbox/core/testing/contracts/ApprovalTestNft.ts'
import { type Address, createWalletClient, http } from 'viem'
import { hardhat } from 'viem/chains'
import type { Stack } from './startStack.ts'

/**
 * Deploys the approval checker's two test contracts from `owner` (a node dev account): an ERC-721
 * and an ERC-1155 it can approve on, or that stand as spenders the checker does not know.
 *
 * @example
 * const { nft, multi } = await deployApprovalTestContracts(stack, owner)
 */
export async function deployApprovalTestContracts(
  stack: Stack,
  owner: Address,
): Promise<{ nft: Address; multi: Address }> {
  const me = createWalletClient({ account: owner, chain: hardhat, transport: http(stack.rpcUrl) })
  const deployed = async (hash: Promise<`0x${string}`>) =>
    (await stack.publicClient.waitForTransactionReceipt({ hash: await hash })).contractAddress as Address
  const nft = await deployed(
    me.deployContract({ abi: approvalTestNftAbi, bytecode: approvalTestNftBytecode, args: [] }),
  )
  const multi = await deployed(
    me.deployContract({ abi: approvalTestMultiTokenAbi, bytecode: approvalTestMultiTokenBytecode, args: [] }),
  )
  return { nft, multi }
}

import { type Address, parseEther } from 'viem'
import { deploy } from '../src/transactions/deploy.ts'
import { feeOnTransferTokenAbi, feeOnTransferTokenBytecode } from './contracts/FeeOnTransferToken.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from './contracts/ReferenceERC20.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * The tokens the AMM tests pool, swap and stake, all minted to `account`: two plain ERC20s
 * (ReferenceERC20) of `supply` each, and a fee-on-transfer token taking `feeBps` of every transfer
 * (a million units unless `taxedSupply` says otherwise); their addresses in that order.
 *
 * @example
 * ;[x, y, taxed] = await deployAmmTestTokens(chain, provider)
 */
export async function deployAmmTestTokens(
  chain: LocalTestChain,
  account: Address,
  { supply = parseEther('1000000'), feeBps = 300n, taxedSupply = parseEther('1000000') } = {},
): Promise<[Address, Address, Address]> {
  const plain = () => deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [supply] })
  const taxed = deploy({
    abi: feeOnTransferTokenAbi,
    bytecode: feeOnTransferTokenBytecode,
    args: [feeBps, taxedSupply],
  })
  const deployed = await chain.runToDone([plain(), plain(), taxed], account)
  return deployed.map((result) => result.contractAddress as Address) as [Address, Address, Address]
}

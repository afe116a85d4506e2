import type { Address } from 'viem'
import { sampleStablecoinAbi, sampleStablecoinBytecode } from '../src/contracts/SampleStablecoin.ts'
import { deploy } from '../src/transactions/deploy.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * Deploys a plain ERC20 (SampleStablecoin: no fee, no faucet, no owner powers), its whole `supply`
 * minted to `account`; the address it created. The token several tests list, lock or sell when the
 * template does not matter.
 *
 * @example
 * const token = await deploySampleToken(chain, { name: 'Lock Me', symbol: 'LOCK', supply: parseEther('1000') }, owner)
 */
export async function deploySampleToken(
  chain: LocalTestChain,
  token: { name: string; symbol: string; decimals?: number; supply: bigint },
  account: Address,
): Promise<Address> {
  const { name, symbol, decimals = 18, supply } = token
  const [result] = await chain.runToDone(
    [
      deploy({
        abi: sampleStablecoinAbi,
        bytecode: sampleStablecoinBytecode,
        args: [name, symbol, decimals, 0n, supply],
      }),
    ],
    account,
  )
  return result!.contractAddress!
}

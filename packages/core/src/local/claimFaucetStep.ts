import type { Address } from 'viem'
import { sampleStablecoinAbi } from '../contracts/SampleStablecoin.abi.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'

export type ClaimFaucetStepParameters = {
  /** A local chain's sample stablecoin (`usdt` or `usdc` of its deployments file). */
  token: Address
  /** In the token's base units; each account may take `sampleStablecoinFaucetLimit` whole tokens in all. */
  amount: bigint
}

/**
 * Mints `amount` of a local chain's sample stablecoin to the account that sends it, from the
 * token's own faucet (the dashboard's faucet card).
 *
 * @example
 * await runSteps({ publicClient, walletClient, steps: [claimFaucetStep({ token: usdt, amount: 1000n * 10n ** 6n })] })
 */
export function claimFaucetStep({ token, amount }: ClaimFaucetStepParameters): Step {
  return call({ address: token, abi: sampleStablecoinAbi, functionName: 'faucet', args: [amount] })
}

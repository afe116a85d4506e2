import { useQueryClient } from '@tanstack/react-query'
import { type Address, parseUnits } from 'viem'
import { useStepRunner } from '../../app/transactions/useStepRunner.ts'

/**
 * The faucet's claim, owned here so the card only renders: `claim(amount)` mints `amount` whole
 * tokens of `token` to the wallet in the one step core builds (claimFaucetStep, loaded with the
 * first claim: it is not part of the dashboard's load) through the one step runner (the plan is
 * that one step, nothing read: usePlannedRun's planning would only add to the dashboard's load),
 * then refreshes every read (the token balance and the native balance, for gas, both changed).
 *
 * @example
 * const faucet = useFaucetClaim(usdt, 6)
 * await faucet.claim(1000)
 */
export function useFaucetClaim(token: Address | undefined, decimals: number | undefined) {
  const queryClient = useQueryClient()
  const { run, progress, result, running } = useStepRunner()
  const claim = async (amount: number) => {
    if (!token || decimals === undefined) return
    const { claimFaucetStep } = await import('@tokenbox/core/local/claimFaucetStep.ts')
    await run([claimFaucetStep({ token, amount: parseUnits(String(amount), decimals) })])
    await queryClient.invalidateQueries()
  }
  return { claim, progress, result, running }
}

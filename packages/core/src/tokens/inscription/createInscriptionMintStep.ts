import type { Address } from 'viem'
import { inscriptionTokenAbi } from '../../contracts/InscriptionToken.abi.ts'
import { call } from '../../transactions/call.ts'
import { transfer } from '../../transactions/transfer.ts'
import type { CallStep, TransferStep } from '../../transactions/types.ts'

/**
 * How a mint is sent: `call` calls the token's `mint()`; `transfer` sends zero native coin to the
 * token with no data, the way inscriptions were minted from any wallet (the token's `receive`
 * mints). Both give the same amount and count toward the same limit.
 */
export type InscriptionMintMethod = 'call' | 'transfer'

/**
 * The step of one inscription mint, for the step runner. The runner's estimate refuses a mint
 * the token would refuse (limit reached, sold out) before the wallet is asked; the page checks the
 * same first with `inscriptionMintBlocker` so it can say why.
 *
 * @example
 * await runSteps({ publicClient, walletClient, account, steps: [createInscriptionMintStep({ token, method: 'transfer' })] })
 */
export function createInscriptionMintStep(parameters: {
  token: Address
  method: InscriptionMintMethod
}): CallStep | TransferStep {
  const { token, method } = parameters
  if (method === 'transfer') return transfer({ to: token, value: 0n, label: 'inscriptionMint' })
  return call({
    address: token,
    abi: inscriptionTokenAbi,
    functionName: 'mint',
    args: [],
    label: 'inscriptionMint',
  })
}

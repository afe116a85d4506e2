import type { Address, Hex } from 'viem'
import { createdMultisigWallet, createMultisigWalletStep } from '../src/multisig/multisigSteps.ts'
import { newMultisigSalt } from '../src/multisig/predictMultisigAddress.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * Creates a multisig wallet through the chain's factory, sent by `creator`, and sends it `funds` of
 * the native coin from the creator; the wallet's address.
 *
 * @example
 * wallet = await createTestMultisig(chain, { creator: a, signers: [a, b, c], threshold: 2, funds: parseEther('5') })
 */
export async function createTestMultisig(
  chain: LocalTestChain,
  {
    creator,
    signers,
    threshold,
    funds = 0n,
    salt = newMultisigSalt(),
  }: { creator: Address; signers: Address[]; threshold: number; funds?: bigint; salt?: Hex },
): Promise<Address> {
  const [created] = await chain.runToDone(
    [createMultisigWalletStep({ factory: chain.contracts.multisig, signers, threshold, salt })],
    creator,
  )
  const wallet = createdMultisigWallet(created!.receipt!.logs)!
  // Mined before the caller reads the wallet: anvil answers with the hash before the block is there.
  if (funds > 0n)
    await chain.publicClient.waitForTransactionReceipt({
      hash: await chain.walletClient.sendTransaction({
        account: creator,
        chain: null,
        to: wallet,
        value: funds,
      }),
    })
  return wallet
}

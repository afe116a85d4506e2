import { createPublicClient, type Hex, http, keccak256, parseEther, parseGwei } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { type ProviderProxy, startProviderProxy } from '../../../testing/providerProxy.ts'
import { useLocalNode } from '../../../testing/useLocalTestChain.ts'
import { sendSignedMint } from './sendSignedMint.ts'

const local = useLocalNode()
const minter = privateKeyToAccount(generatePrivateKey())
const broke = privateKeyToAccount(generatePrivateKey())
let proxy: ProviderProxy

beforeAll(async () => {
  const hash = await local.walletClient.sendTransaction({
    account: devAccounts[0],
    chain: local.publicClient.chain,
    to: minter.address,
    value: parseEther('1'),
  })
  await local.publicClient.waitForTransactionReceipt({ hash })
  // A node client that words every refusal of a send its own way ("rejected (ref 3)", -32000).
  proxy = await startProviderProxy({ upstream: local.node.url, rewordedErrors: ['eth_sendRawTransaction'] })
})

afterAll(async () => {
  await proxy?.stop()
})

/** A self-transfer signed by `account` with `nonce`, as a mint is (EIP-1559, fees fixed). */
function signed(account = minter, nonce = 0, gas = 21_000n): Promise<Hex> {
  return account.signTransaction({
    chainId: local.publicClient.chain!.id,
    type: 'eip1559',
    nonce,
    to: account.address,
    value: 0n,
    gas,
    maxFeePerGas: parseGwei('20'),
    maxPriorityFeePerGas: parseGwei('1'),
  })
}

describe('sendSignedMint', () => {
  it('reads a refusal in words it does not know from the chain, as it reads the known words', async () => {
    const reworded = createPublicClient({ transport: http(proxy.url, { retryCount: 0 }) })
    const direct = local.publicClient
    const first = await signed(minter, 0)
    expect(await sendSignedMint(direct, first)).toBeUndefined()
    await local.publicClient.waitForTransactionReceipt({ hash: keccak256(first) })

    const cases: [string, Hex][] = [
      // The same bytes again: the node has them (mined).
      ['alreadyKnown', first],
      // Another transaction on the mined nonce.
      ['nonceTooLow', await signed(minter, 0, 22_000n)],
      // A key with nothing to pay gas with.
      ['insufficientFunds', await signed(broke, 0)],
      // Less gas than any transaction needs: none of the above.
      ['refused', await signed(minter, 1, 20_000n)],
    ]
    for (const [kind, transaction] of cases) {
      expect(await sendSignedMint(reworded, transaction), kind).toBe(kind)
      // The known words (anvil's) say no more than the chain does, save the same bytes re-sent.
      if (kind !== 'alreadyKnown')
        expect(await sendSignedMint(direct, transaction), `${kind} direct`).toBe(kind)
    }
    expect(proxy.counts().eth_sendRawTransaction).toBe(cases.length)
  })
})

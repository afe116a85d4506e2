import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { quoteSwap } from '../dex/quoteSwap.ts'
import { deployLocalInfrastructure } from './deployLocalInfrastructure.ts'
import { localPoolSeedStablecoins, seedLocalPools } from './seedLocalPools.ts'
import { startAnvilNode } from './startAnvilNode.ts'

const chain = useLocalTestChain()

describe('seedLocalPools', () => {
  it('adds ETH/USDT and ETH/USDC at 1 ETH = 3,000 once, so a fresh chain can trade at once', async () => {
    const { publicClient, contracts, accounts } = chain
    const walletClient = createWalletClient({
      account: accounts[0]!,
      chain: publicClient.chain,
      transport: http(chain.node.url),
    })
    expect(await seedLocalPools({ walletClient, publicClient, contracts })).toEqual({
      seeded: [contracts.usdt, contracts.usdc],
    })
    const quote = await quoteSwap(publicClient, {
      venues: [{ name: 'TokenBox AMM', router: contracts.router }],
      tokenIn: contracts.weth,
      tokenOut: contracts.usdt,
      kind: 'exactIn',
      amount: parseEther('0.001'),
    })
    // A small trade gets the seeded price less the pool's 0.3% fee.
    expect(quote.best?.amountOut).toBeGreaterThan(parseUnits('2.98', 6))
    expect(quote.best?.amountOut).toBeLessThan(parseUnits('3', 6))
    // A second run finds the pools and adds nothing.
    const balance = await publicClient.getBalance({ address: accounts[0]! })
    expect(await seedLocalPools({ walletClient, publicClient, contracts })).toEqual({ seeded: [] })
    expect(await publicClient.getBalance({ address: accounts[0]! })).toBe(balance)
  })

  it('seeds the older Berlin chain too, whose node refuses EIP-1559 fees (make start on a fresh chain)', async () => {
    const node = await startAnvilNode({ network: 'berlin' })
    try {
      const chain = defineChain({
        id: 31338,
        name: 'Berlin',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [node.url] } },
      })
      const transport = http(node.url)
      const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 }) as PublicClient
      const [deployer] = await createWalletClient({ chain, transport }).getAddresses()
      const walletClient = createWalletClient({ account: deployer!, chain, transport, pollingInterval: 50 })
      // As contracts/scripts/deploy-local.ts does it: only what the pools take is minted.
      const { contracts } = await deployLocalInfrastructure({
        walletClient,
        publicClient,
        build: 'london',
        stablecoinSupply: localPoolSeedStablecoins,
      })
      expect(await seedLocalPools({ walletClient, publicClient, contracts })).toEqual({
        seeded: [contracts.usdt, contracts.usdc],
      })
      // Every dev account, the deployer (the Dev wallet's Account 1) included, starts with no
      // sample stablecoin: a faucet claim is seen (issue 52: 999,702,000 USDT hid it).
      for (const token of [contracts.usdt, contracts.usdc]) {
        expect(
          await publicClient.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [deployer!],
          }),
        ).toBe(0n)
      }
    } finally {
      await node.stop()
    }
  }, 120_000)
})

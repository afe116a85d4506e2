import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import { maxWalletTokenParameters } from '../../testing/testTokenParameters.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.abi.ts'
import { call } from '../transactions/call.ts'
import { createTokenDeployStep } from './createTokenDeployStep.ts'
import { readTokenDetails } from './readTokenDetails.ts'
import { readBlacklistedPairs, renounceBlockers } from './renounceBlockers.ts'
import { tokenTemplateBytecode, tokenTemplates } from './tokenTemplates.ts'

const chain = useLocalTestChain()
const [owner] = devAccounts

async function deployNormal(options: {
  pausable: boolean
  blacklistEnabled: boolean
  whitelistEnabled: boolean
}) {
  const step = createTokenDeployStep(
    {
      template: 'normal',
      name: 'Guarded',
      symbol: 'GRD',
      decimals: 18,
      initialSupply: 10n ** 24n,
      owner,
      burnable: false,
      mintable: false,
      maxSupply: 0n,
      ...options,
      timedRenounceEnabled: true,
      renounceEndsAt: 0n,
      transferBurnBps: 0,
      transferFeeBps: 0,
      feeRecipient: owner,
    },
    await tokenTemplateBytecode('normal', 'cancun'),
    'cancun',
  )
  const [result] = await chain.runToDone([step], owner)
  return result!.contractAddress!
}

const tokenCall = (address: Address, functionName: string, args: readonly unknown[] = []) =>
  call({ address, abi: tokenTemplates.normal.abi, functionName, args } as Parameters<typeof call>[0])

const details = (address: Address) => readTokenDetails(chain.publicClient, { address }).then((read) => read!)

describe('renounceBlockers', () => {
  it('names a pause, whitelist-only and a blacklisted pool of a normal token, and nothing once lifted', async () => {
    const token = await deployNormal({ pausable: true, blacklistEnabled: true, whitelistEnabled: true })
    const { factory, weth, usdt, usdc } = chain.contracts
    const swaps = [{ factory }]
    const quotes = [{ address: weth }, { address: usdt }, { address: usdc }]
    await chain.runToDone(
      [
        call({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'createPair', args: [token, weth] }),
        tokenCall(token, 'pause'),
      ],
      owner,
    )
    const pair = (await chain.publicClient.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [token, weth],
    })) as Address
    expect(
      await readBlacklistedPairs(chain.publicClient, { details: await details(token), swaps, quotes }),
    ).toEqual([])
    await chain.runToDone([tokenCall(token, 'setBlacklisted', [pair, true])], owner)

    let read = await details(token)
    const listed = await readBlacklistedPairs(chain.publicClient, { details: read, swaps, quotes })
    expect(listed).toEqual([pair])
    // Whitelist-only is on from creation when the whitelist option is chosen.
    expect(renounceBlockers(read, listed)).toEqual(['paused', 'whitelistOnly', 'pairBlacklisted'])

    await chain.runToDone(
      [
        tokenCall(token, 'unpause'),
        tokenCall(token, 'setBlacklisted', [pair, false]),
        tokenCall(token, 'disableWhitelistOnly'),
      ],
      owner,
    )
    read = await details(token)
    expect(
      renounceBlockers(
        read,
        await readBlacklistedPairs(chain.publicClient, { details: read, swaps, quotes }),
      ),
    ).toEqual([])
  })

  it('names a trading token whose trading has not started, and nothing once it has', async () => {
    const step = createTokenDeployStep(
      maxWalletTokenParameters(owner, chain.contracts.router, 10n ** 24n, 0n),
      await tokenTemplateBytecode('marketing', 'cancun'),
      'cancun',
    )
    const [result] = await chain.runToDone([step], owner)
    const token = result!.contractAddress!
    expect(renounceBlockers(await details(token))).toEqual(['tradingNotOpen'])
    await chain.runToDone(
      [call({ address: token, abi: tokenTemplates.marketing.abi, functionName: 'startTrading', args: [] })],
      owner,
    )
    expect(renounceBlockers(await details(token))).toEqual([])
  })

  it('has nothing to say about a token without an owner, and reads no pool of other templates', async () => {
    const read = await details(
      await deployNormal({ pausable: false, blacklistEnabled: false, whitelistEnabled: false }),
    )
    expect(
      renounceBlockers({
        ...read,
        owner: '0x0000000000000000000000000000000000000000',
        settings: { paused: true },
      }),
    ).toEqual([])
    expect(
      await readBlacklistedPairs(chain.publicClient, {
        details: read,
        swaps: [{ factory: chain.contracts.factory }],
        quotes: [{ address: chain.contracts.weth }],
      }),
    ).toEqual([])
  })
})

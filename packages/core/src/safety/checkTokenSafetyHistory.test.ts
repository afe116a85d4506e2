import {
  type Address,
  createPublicClient,
  custom,
  erc20Abi,
  getAddress,
  type PublicClient,
  parseEther,
  RpcRequestError,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { trapBalanceGuardAbi, trapBalanceGuardBytecode } from '../../testing/contracts/TrapBalanceGuard.ts'
import { trapCappedTokenAbi, trapCappedTokenBytecode } from '../../testing/contracts/TrapCappedToken.ts'
import {
  trapExemptTransferTokenAbi,
  trapExemptTransferTokenBytecode,
} from '../../testing/contracts/TrapExemptTransferToken.ts'
import {
  trapOutsideGuardTokenAbi,
  trapOutsideGuardTokenBytecode,
} from '../../testing/contracts/TrapOutsideGuardToken.ts'
import { trapPlainTokenAbi, trapPlainTokenBytecode } from '../../testing/contracts/TrapPlainToken.ts'
import {
  trapStealthMintTokenAbi,
  trapStealthMintTokenBytecode,
} from '../../testing/contracts/TrapStealthMintToken.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { pairOf } from '../../testing/pairOf.ts'
import { sellForNativeSteps } from '../../testing/sellForNativeSteps.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { localChainEntry } from '../../testing/trapChain.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import type { ChainEntry } from '../chains/types.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { checkTokenSafety } from './checkTokenSafety.ts'

/**
 * History counts (issue 75): what a scam already did is read from the chain's logs, so a token read
 * after its trap fired is not "good" because what is left looks clean.
 */
const chain = useLocalTestChain()
const [, creator, , buyer] = devAccounts
let entry: ChainEntry

const supply = parseEther('1000000')

beforeAll(async () => {
  entry = await localChainEntry(chain)
}, 300_000)

const deadline = async () => (await chain.publicClient.getBlock()).timestamp + 3600n

/** Pools 90% of the creator's supply against 10 of the coin, the LP kept by `lpTo`; then a buyer buys 1 coin's worth. */
async function launched(token: Address, lpTo: Address) {
  const pooled = (supply * 9n) / 10n
  await chain.runToDone(
    [
      call({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain.contracts.router, pooled],
      }),
      call({
        address: chain.contracts.router,
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [token, pooled, 0n, 0n, lpTo, await deadline()],
        value: parseEther('10'),
      }),
    ],
    creator,
  )
  await chain.runToDone(
    [
      call({
        address: chain.contracts.router,
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [chain.contracts.weth, token], buyer, await deadline()],
        value: parseEther('1'),
      }),
    ],
    buyer,
  )
}

async function deployed(step: Parameters<typeof deploy>[0]): Promise<Address> {
  const [result] = await chain.runToDone([deploy(step)], creator)
  return getAddress(result?.contractAddress as Address)
}

describe("checkTokenSafety reads a token's history (issue 75)", () => {
  it('calls an owner who minted to the cap after launch and sold it into the pool a danger', async () => {
    const token = await deployed({
      abi: trapCappedTokenAbi,
      bytecode: trapCappedTokenBytecode,
      args: [supply, supply * 5n],
    } as never)
    await launched(token, '0x000000000000000000000000000000000000dEaD')
    // Before the dump: nothing minted since the launch, but a ceiling five times the supply lets
    // the owner create four times what exists: a danger already.
    const before = await checkTokenSafety(chain.publicClient, { token, entry })
    const keysBefore = before.verdict.reasons.map((reason) => reason.key)
    expect(keysBefore).not.toContain('mintedAndSold')
    expect(keysBefore).not.toContain('mintedAfterLaunch')
    expect(before.verdict.reasons).toContainEqual({
      key: 'ownerCanMint',
      severity: 'danger',
      params: { max: '5000000', mintableBps: 40_000 },
    })

    const minted = supply * 4n
    await chain.runToDone(
      [
        call({ address: token, abi: trapCappedTokenAbi, functionName: 'mint', args: [creator, minted] }),
        ...sellForNativeSteps(chain, { token, amount: minted, seller: creator, deadline: await deadline() }),
      ],
      creator,
    )
    const after = await checkTokenSafety(chain.publicClient, { token, entry })
    expect(after.holders?.afterLaunch).toMatchObject({ minted, receiver: creator, pooled: minted })
    // 4 of the 5 million now in existence were minted after the launch and sold: 80%.
    expect(after.verdict.reasons).toContainEqual({
      key: 'mintedAndSold',
      severity: 'danger',
      params: { bps: 8_000, holder: creator },
    })
    expect(after.verdict.level).toBe('danger')
  })

  it('says a mint after launch that stayed in the wallet, a warning', async () => {
    const token = await deployed({
      abi: trapCappedTokenAbi,
      bytecode: trapCappedTokenBytecode,
      args: [supply, supply * 2n],
    } as never)
    await launched(token, '0x000000000000000000000000000000000000dEaD')
    await chain.runToDone(
      [call({ address: token, abi: trapCappedTokenAbi, functionName: 'mint', args: [creator, supply / 2n] })],
      creator,
    )
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    expect(report.verdict.reasons).toContainEqual({
      key: 'mintedAfterLaunch',
      severity: 'warning',
      params: { bps: 3_333, holder: creator },
    })
    expect(report.verdict.reasons.map((reason) => reason.key)).not.toContain('mintedAndSold')
  })

  /** A stealth-mint token launched, then its keeper credits itself 4x the supply with no Transfer and sells it all. */
  async function stealthMintedAndSold(): Promise<{ token: Address; minted: bigint; launchBlock: bigint }> {
    const token = await deployed({
      abi: trapStealthMintTokenAbi,
      bytecode: trapStealthMintTokenBytecode,
      args: [supply, chain.contracts.factory, chain.contracts.weth],
    } as never)
    await launched(token, '0x000000000000000000000000000000000000dEaD')
    // Uncached: the client keeps a block number for seconds, and an older one would miss the launch.
    const launchBlock = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
    const minted = supply * 4n
    await chain.runToDone(
      [
        call({ address: token, abi: trapStealthMintTokenAbi, functionName: 'syncRewards', args: [minted] }),
        ...sellForNativeSteps(chain, { token, amount: minted, seller: creator, deadline: await deadline() }),
      ],
      creator,
    )
    return { token, minted, launchBlock }
  }

  it('calls supply created with no Transfer after launch and sold into the pool a danger (an issue that announces nothing)', async () => {
    const { token, minted } = await stealthMintedAndSold()
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    // No log shows the 4 million arrive: the supply at the launch block against today's does.
    expect(report.holders?.afterLaunch).toEqual({ minted, receiver: creator, pooled: minted })
    expect(report.verdict.reasons).toContainEqual({
      key: 'mintedAndSold',
      severity: 'danger',
      params: { bps: 8_000, holder: creator },
    })
    expect(report.verdict.reasons.map((reason) => reason.key)).not.toContain('supplyHistoryUnread')
  })

  it("says a node without the launch block's state could not check it, never a clean history", async () => {
    const { token, launchBlock } = await stealthMintedAndSold()
    // A pruned node: calls at the launch's blocks are refused, as public nodes refuse state older
    // than they keep.
    const pruned = createPublicClient({
      chain: chain.publicClient.chain,
      transport: custom({
        request: async ({ method, params }: { method: string; params?: unknown }) => {
          const tag = Array.isArray(params) ? params[1] : undefined
          if (
            method === 'eth_call' &&
            typeof tag === 'string' &&
            tag.startsWith('0x') &&
            BigInt(tag) <= launchBlock
          )
            throw new RpcRequestError({
              body: {},
              url: 'test',
              error: { code: -32000, message: 'missing trie node (path ) state is not available' },
            })
          return chain.publicClient.request({ method, params } as never)
        },
      }),
    }) as PublicClient
    const report = await checkTokenSafety(pruned, { token, entry })
    expect(report.holders?.afterLaunch).toBeUndefined()
    expect(report.verdict.reasons).toContainEqual({ key: 'supplyHistoryUnread', severity: 'info' })
  })

  it('calls a pool its creator emptied a danger, though what is left reads as burned LP', async () => {
    const token = await deployed({
      abi: trapPlainTokenAbi,
      bytecode: trapPlainTokenBytecode,
      args: ['Pulled', 'PUL', supply],
    } as never)
    await launched(token, creator)
    const pair = await pairOf(chain, token)
    const lp = await tokenBalanceReader(chain)(pair, creator)
    await chain.runToDone(
      [
        call({ address: pair, abi: erc20Abi, functionName: 'approve', args: [chain.contracts.router, lp] }),
        call({
          address: chain.contracts.router,
          abi: uniswapV2Router02Abi,
          functionName: 'removeLiquidityETH',
          args: [token, lp, 0n, 0n, creator, await deadline()],
        }),
      ],
      creator,
    )
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    const pool = report.pools.find((found) => found.pair === pair)
    expect(pool?.removed).toMatchObject({ byTokenSide: lp, remover: creator })
    // All that is left is the pair's own minimum liquidity, burned: it reads as burned LP...
    expect(report.verdict.reasons.map((reason) => reason.key)).toContain('lpBurned')
    // ...and its history says the creator took out all but that minimum.
    expect(report.verdict.reasons).toContainEqual({
      key: 'liquidityRemoved',
      severity: 'danger',
      params: { bps: 9_999, holder: creator, dex: pool?.dex },
    })
    expect(report.verdict.level).toBe('danger')
  })
})

describe('checkTokenSafety tries plain transfers from the wallets a token may treat apart (issue 75)', () => {
  it('calls a token whose exempt wallet is never debited a danger at buy time', async () => {
    const marketing = chain.accounts[5] as Address
    const token = await deployed({
      abi: trapExemptTransferTokenAbi,
      bytecode: trapExemptTransferTokenBytecode,
      args: [supply, chain.contracts.factory, chain.contracts.weth, marketing],
    } as never)
    await launched(token, '0x000000000000000000000000000000000000dEaD')
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    // Nothing in its function list, no owner: only the transfer from the kept wallet shows it.
    expect(report.owner.kind).toBe('noOwnerFunction')
    expect(report.transfersCreate).toContainEqual({ holder: marketing, created: supply / 100n })
    expect(report.verdict.reasons).toContainEqual({
      key: 'transferCreatesTokens',
      severity: 'danger',
      params: { holder: marketing, bps: 100 },
    })
    expect(report.verdict.level).toBe('danger')
    // The simulation created nothing on the chain.
    expect(await tokenBalanceReader(chain)(token, marketing)).toBe(0n)
  })

  it('finds nothing in an ordinary token, whose holders and creator only move what they have', async () => {
    const token = await deployed({
      abi: trapPlainTokenAbi,
      bytecode: trapPlainTokenBytecode,
      args: ['Plain', 'PLN', supply],
    } as never)
    await launched(token, '0x000000000000000000000000000000000000dEaD')
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    expect(report.transfersCreate).toBeUndefined()
    expect(report.powerProbeFailed).toBeUndefined()
    expect(report.verdict.reasons.map((reason) => reason.key)).not.toContain('transferCreatesTokens')
  })
})

describe('checkTokenSafety treats an outside contract the token keeps as part of it (issue 75)', () => {
  it.each([
    ['kept in a slot of its own', false, 'tracer'],
    ['kept in a mapping entry, found only by tracing a transfer', true, 'tracer'],
    ['kept in a mapping entry, found by the access list where the node has no tracer', true, 'accessList'],
  ] as const)(
    "calls a token whose transfer lets an outside guard rewrite the seller's balance a danger at buy time (%s)",
    async (_, inSettings, reads) => {
      const guard = await deployed({
        abi: trapBalanceGuardAbi,
        bytecode: trapBalanceGuardBytecode,
        args: [],
      } as never)
      const token = await deployed({
        abi: trapOutsideGuardTokenAbi,
        bytecode: trapOutsideGuardTokenBytecode,
        // The guard's address given as a number, as a "config" or a supply would be.
        args: [supply, chain.contracts.factory, chain.contracts.weth, BigInt(guard), inSettings],
      } as never)
      await launched(token, '0x000000000000000000000000000000000000dEaD')
      // A public endpoint's kind: no debug_ methods (the access list is all it has to name the guard).
      const asked: string[] = []
      const client =
        reads === 'tracer'
          ? chain.publicClient
          : (createPublicClient({
              chain: chain.publicClient.chain,
              transport: custom({
                request: async ({ method, params }: { method: string; params?: unknown }) => {
                  asked.push(method)
                  if (method.startsWith('debug_'))
                    throw new RpcRequestError({
                      body: {},
                      url: 'test',
                      error: {
                        code: -32601,
                        message: 'the method debug_traceCall does not exist/is not available',
                      },
                    })
                  return chain.publicClient.request({ method, params } as never)
                },
              }),
            }) as PublicClient)
      const report = await checkTokenSafety(client, { token, entry })
      if (reads === 'accessList') expect(asked).toContain('eth_createAccessList')
      // No owner, no function of its own beyond ERC-20; every sale passes today.
      expect(report.owner.kind).toBe('noOwnerFunction')
      expect(report.holderSales?.tests.every((test) => test.canSell)).toBe(true)
      // The guard's keeper (the creator) can stop a holder's sale through the guard: a hidden power.
      expect(report.probedPowers).toContainEqual(
        expect.objectContaining({ contract: guard, caller: creator, effect: 'stopsSales' }),
      )
      expect(report.verdict.reasons).toContainEqual(
        expect.objectContaining({
          key: 'powerStopsSales',
          severity: 'danger',
          params: expect.objectContaining({ address: creator }),
        }),
      )
      expect(report.verdict.level).toBe('danger')
    },
  )
})

describe('checkTokenSafety when the history cannot be read (issue 78)', () => {
  it('says the holders are unknown as a warning, never a clean history', async () => {
    const token = await deployed({
      abi: trapPlainTokenAbi,
      bytecode: trapPlainTokenBytecode,
      args: ['Unread', 'UNR', supply],
    } as never)
    await launched(token, '0x000000000000000000000000000000000000dEaD')
    const report = await checkTokenSafety(chain.publicClient, {
      token,
      entry,
      holders: { fromBlock: 0n, scan: () => Promise.reject(new Error('the node refused the log range')) },
    })
    expect(report.holders).toBeUndefined()
    expect(report.historyFailed).toBe(true)
    expect(report.verdict.reasons).toContainEqual({ key: 'holdersUnknown', severity: 'warning' })
    expect(report.verdict.level).not.toBe('good')
  })
})

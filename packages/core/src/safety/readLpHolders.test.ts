import { type Address, erc20Abi, getAddress, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { trapPlainTokenAbi, trapPlainTokenBytecode } from '../../testing/contracts/TrapPlainToken.ts'
import { deployTrapTokens } from '../../testing/deployTrapTokens.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { pairOf } from '../../testing/pairOf.ts'
import { poolWithNativeSteps } from '../../testing/poolWithNativeSteps.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import type { ChainEntry } from '../chains/types.ts'
import { defineLocalChainEntry } from '../local/defineLocalChainEntry.ts'
import type { LocalDeployments } from '../local/localDeployments.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { checkTokenSafety } from './checkTokenSafety.ts'
import { readLpHolders } from './readLpHolders.ts'
import type { SafetyReasonKey, TokenSafetyReport } from './types.ts'

const chain = useLocalTestChain()
const [, creator] = devAccounts
let entry: ChainEntry
/** Ordinary liquidity providers: neither the token's creator nor anything its code keeps. */
let providers: Address[]

const supply = parseEther('1000000')

/**
 * A plain token (no owner, no powers) whose pool the creator opens, then hands its LP to
 * `recipients` in equal parts: the LP is free (not locked, not burned), as on any real pool.
 */
async function tokenWithLpHandedTo(recipients: readonly Address[], name: string): Promise<Address> {
  const [deployed] = await chain.runToDone(
    [deploy({ abi: trapPlainTokenAbi, bytecode: trapPlainTokenBytecode, args: [name, name, supply] })],
    creator,
  )
  const token = deployed?.contractAddress as Address
  const tokens = (supply * 9n) / 10n
  const deadline = (await chain.publicClient.getBlock()).timestamp + 3600n
  await chain.runToDone(
    poolWithNativeSteps(chain, { token, tokens, coin: parseEther('10'), lpTo: creator, deadline }),
    creator,
  )
  const pair = await pairOf(chain, token)
  const lp = await tokenBalanceReader(chain)(pair, creator)
  const part = lp / BigInt(recipients.length)
  // The last gets the rounding too: the creator keeps nothing.
  const last = lp - part * BigInt(recipients.length - 1)
  await chain.runToDone(
    recipients.map((to, index) =>
      call({
        address: pair,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, index === recipients.length - 1 ? last : part],
      }),
    ),
    creator,
  )
  return token
}

const lpReasons = (report: TokenSafetyReport) =>
  report.verdict.reasons.filter((reason) =>
    (['lpUnlocked', 'lpCreatorCanPull', 'lpHolderCanPull', 'lpSpread'] as SafetyReasonKey[]).includes(
      reason.key,
    ),
  )

let spread: Address
let whale: Address
let creatorKeeps: Address

beforeAll(async () => {
  entry = defineLocalChainEntry({
    chainId: await chain.publicClient.getChainId(),
    contracts: chain.contracts,
  } as LocalDeployments)
  providers = chain.accounts.slice(2, 8) as Address[]
  spread = await tokenWithLpHandedTo(providers, 'SPREAD')
  whale = await tokenWithLpHandedTo(providers.slice(0, 1), 'WHALE')
  ;({
    tokens: { unlockedLp: creatorKeeps },
  } = await deployTrapTokens({
    publicClient: chain.publicClient,
    walletClient: chain.walletClient,
    account: creator,
    contracts: {
      router: chain.contracts.router,
      factory: chain.contracts.factory,
      weth: chain.contracts.weth,
      locker: chain.contracts.lock,
    },
    only: ['unlockedLp'],
  }))
}, 300_000)

describe('readLpHolders', () => {
  it("lists a pool's free LP by holder, and who opened the pool", async () => {
    const pair = await pairOf(chain, spread)
    const lp = await readLpHolders(chain.publicClient, { pair })
    expect(lp.count).toBe(6)
    expect(lp.firstProvider).toBe(getAddress(creator))
    expect(lp.top.map((row) => row.address).sort()).toEqual(
      providers.map((address) => getAddress(address)).sort(),
    )
    // The pair's minimum liquidity, burned to 0x0, is nobody's.
    expect(lp.top.every((row) => row.amount > 0n)).toBe(true)
  })
})

describe('checkTokenSafety: LP risk measured by who holds it (issue 75)', () => {
  it('reads no LP alarm when the free LP is spread over six ordinary providers', async () => {
    const report = await checkTokenSafety(chain.publicClient, { token: spread, entry })
    expect(report.pools[0]?.freeHolders?.count).toBe(6)
    expect(report.pools[0]?.freeHolders?.top.some((row) => row.controlled)).toBe(false)
    const reasons = lpReasons(report)
    expect(reasons.map((reason) => reason.key)).toEqual(['lpSpread'])
    expect(reasons[0]).toMatchObject({ severity: 'info', params: { count: 6 } })
    expect(reasons[0]?.params?.bps).toBeGreaterThan(1_600)
    expect(reasons[0]?.params?.bps).toBeLessThan(1_700)
    expect(report.verdict.level).not.toBe('danger')
  })

  it('calls it a danger when the creator keeps the LP unlocked (99.99%)', async () => {
    const report = await checkTokenSafety(chain.publicClient, { token: creatorKeeps, entry })
    const [reason] = lpReasons(report)
    expect(reason).toMatchObject({
      key: 'lpCreatorCanPull',
      severity: 'danger',
      params: { holder: getAddress(creator), dex: entry.swaps[0]?.name },
    })
    expect(reason?.params?.bps).toBeGreaterThanOrEqual(9_999)
    expect(report.verdict.level).toBe('danger')
  })

  it('calls it a danger when one ordinary wallet holds all the LP: it can pull the pool alone', async () => {
    const report = await checkTokenSafety(chain.publicClient, { token: whale, entry })
    expect(lpReasons(report)).toEqual([
      expect.objectContaining({
        key: 'lpHolderCanPull',
        severity: 'danger',
        params: expect.objectContaining({ holder: getAddress(providers[0] as Address) }),
      }),
    ])
  })

  it('weighs the free share alone when the pair history is not read (holders skipped)', async () => {
    const report = await checkTokenSafety(chain.publicClient, { token: spread, entry, holders: false })
    expect(report.pools[0]?.freeHolders).toBeUndefined()
    expect(lpReasons(report)).toEqual([expect.objectContaining({ key: 'lpUnlocked', severity: 'danger' })])
  })
})

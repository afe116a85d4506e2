import { type Abi, type Address, encodeFunctionData, erc20Abi, getAddress, type Hex, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { issuerStableTokenAbi, issuerStableTokenBytecode } from '../../testing/contracts/IssuerStableToken.ts'
import { legacySlotProxyAbi, legacySlotProxyBytecode } from '../../testing/contracts/LegacySlotProxy.ts'
import { mintFinishedTokenAbi, mintFinishedTokenBytecode } from '../../testing/contracts/MintFinishedToken.ts'
import { testProxyBeaconAbi, testProxyBeaconBytecode } from '../../testing/contracts/TestProxyBeacon.ts'
import {
  trapInitializableTokenAbi,
  trapInitializableTokenBytecode,
} from '../../testing/contracts/TrapInitializableToken.ts'
import {
  trapOwnerBlacklistTokenAbi,
  trapOwnerBlacklistTokenBytecode,
} from '../../testing/contracts/TrapOwnerBlacklistToken.ts'
import { trapProxyAbi, trapProxyBytecode } from '../../testing/contracts/TrapProxy.ts'
import { usdtStyleTokenAbi, usdtStyleTokenBytecode } from '../../testing/contracts/UsdtStyleToken.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { localChainEntry } from '../../testing/trapChain.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import type { ChainEntry } from '../chains/types.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { deadAddress } from './burnAddresses.ts'
import { checkTokenSafety } from './checkTokenSafety.ts'
import { dispatcherSelectors, probePowers } from './probePowers.ts'
import { eip1822Slot, eip1967Slots, zeppelinosSlots } from './readProxy.ts'

const chain = useLocalTestChain()
const [, creator] = devAccounts
let entry: ChainEntry

const supply = parseEther('1000000')

beforeAll(async () => {
  entry = await localChainEntry(chain)
}, 300_000)

async function deployed(abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> {
  const [result] = await chain.runToDone([deploy({ abi, bytecode, args } as never)], creator)
  return getAddress(result?.contractAddress as Address)
}

/**
 * Pools 80% of the creator's `token` against 10 of the coin, its LP burned (the router moves a token
 * whose approve and transfer return nothing, as on a real chain), and gives an ordinary holder a
 * tenth of the supply.
 */
async function listed(token: Address, abi: Abi) {
  const pooled = (supply * 8n) / 10n
  const deadline = (await chain.publicClient.getBlock()).timestamp + 3600n
  await chain.runToDone(
    [
      call({ address: token, abi, functionName: 'approve', args: [chain.contracts.router, pooled] } as never),
      call({
        address: chain.contracts.router,
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        // The LP burned: the pool itself raises no alarm, only the token can.
        args: [token, pooled, 0n, 0n, deadAddress, deadline],
        value: parseEther('10'),
      }),
      call({
        address: token,
        abi,
        functionName: 'transfer',
        args: [chain.accounts[2] as Address, supply / 10n],
      } as never),
    ],
    creator,
  )
}

describe('checkTokenSafety on a token whose approve and transfer return nothing (issue 75)', () => {
  it('measures its trade and runs the simulations that start from it, as the real router sells it', async () => {
    const token = await deployed(usdtStyleTokenAbi, usdtStyleTokenBytecode, [supply])
    await listed(token, usdtStyleTokenAbi)
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    const [trade] = report.trades
    expect(trade?.failed).toBeUndefined()
    expect(trade?.reading).toMatchObject({ canBuy: true, canSell: true, buyTaxBps: 0 })
    expect(trade?.reading?.sellTaxBps).toBeLessThan(10)
    expect(report.simulationsNotRun).toBeUndefined()
    // The ordinary holder's sale was simulated (its approve returns nothing too) and went through.
    expect(report.holderSales?.tests.length).toBeGreaterThan(0)
    expect(report.holderSales?.tests.every((test) => test.canSell)).toBe(true)
    const keys = report.verdict.reasons.map((reason) => reason.key)
    expect(keys).toContain('taxMeasured')
    expect(keys).toContain('holderSalesPassed')
    expect(keys).not.toContain('tradeProbeReverted')
    expect(keys).not.toContain('simulationsNotRun')
    expect(report.verdict.level).toBe('good')
  })
})

describe('checkTokenSafety behind proxies that keep the logic in older or indirect slots (issue 75)', () => {
  /** An owned, mintable token's logic behind a LegacySlotProxy keeping `target` at `slot`. */
  async function proxied(slot: Hex, viaBeacon: boolean) {
    const logic = await deployed(trapInitializableTokenAbi, trapInitializableTokenBytecode, [])
    const target = viaBeacon
      ? await deployed(testProxyBeaconAbi, testProxyBeaconBytecode, [logic, creator])
      : logic
    const initialize = encodeFunctionData({
      abi: trapInitializableTokenAbi,
      functionName: 'initialize',
      args: ['Legacy Proxied', 'LGP', supply, creator],
    })
    const token = await deployed(legacySlotProxyAbi, legacySlotProxyBytecode, [
      slot,
      target,
      viaBeacon,
      initialize,
    ])
    return { logic, target, token }
  }

  it.each([
    ['zeppelinos', zeppelinosSlots.implementation, false],
    ['eip1822', eip1822Slot, false],
    ['eip1967Beacon', eip1967Slots.beacon, true],
  ] as const)('reads the logic behind a %s proxy and sees its powers', async (standard, slot, viaBeacon) => {
    const { logic, target, token } = await proxied(slot, viaBeacon)
    const report = await checkTokenSafety(chain.publicClient, { token, entry, holders: false })
    expect(report.token.symbol).toBe('LGP')
    expect(report.proxy).toMatchObject({ standard, implementation: logic, upgradeable: true })
    // The logic's own power (an uncapped mint of its owner), not only "upgradeable".
    expect(report.powers).toContainEqual(expect.objectContaining({ kind: 'mint', usableNow: true }))
    expect(report.verdict.reasons).toContainEqual({ key: 'ownerCanMint', severity: 'danger' })
    expect(report.verdict.reasons.map((reason) => reason.key)).toContain('upgradeable')
    // Through a beacon, whoever owns the beacon upgrades.
    if (viaBeacon) expect(report.proxy).toMatchObject({ beacon: target, admin: creator })
  })
})

describe('checkTokenSafety on a power that can never run again (issue 75)', () => {
  it.each([
    ['with an error of its own', false],
    ['with bare reverts, as old tokens did (told by the path the call took)', true],
  ] as const)('does not count a mint closed for good, refused to its owner %s', async (_, bare) => {
    const finished = await deployed(mintFinishedTokenAbi, mintFinishedTokenBytecode, [supply, true, bare])
    await listed(finished, mintFinishedTokenAbi)
    const closed = await checkTokenSafety(chain.publicClient, { token: finished, entry })
    expect(closed.owner).toMatchObject({ kind: 'owned', owner: creator })
    expect(closed.powers).toContainEqual(
      expect.objectContaining({ kind: 'mint', usableNow: false, closed: true, source: 'bytecode' }),
    )
    expect(closed.verdict.reasons).toContainEqual({
      key: 'powerClosed',
      severity: 'info',
      params: { functions: 'mint(address,uint256)' },
    })
    const keys = closed.verdict.reasons.map((reason) => reason.key)
    expect(keys).not.toContain('ownerCanMint')
    expect(keys).not.toContain('powerMints')
    expect(closed.verdict.level).toBe('good')
    // Nothing was minted while finding it out.
    expect(
      await chain.publicClient.readContract({
        address: finished,
        abi: erc20Abi,
        functionName: 'totalSupply',
      }),
    ).toBe(supply)
  })

  it('still counts the same mint while it is open', async () => {
    // The same code with minting open (bare reverts): the owner's mint is a power, and the probe sees it mint.
    const open = await deployed(mintFinishedTokenAbi, mintFinishedTokenBytecode, [supply, false, true])
    await listed(open, mintFinishedTokenAbi)
    const minting = await checkTokenSafety(chain.publicClient, { token: open, entry })
    expect(minting.powers).toContainEqual(expect.objectContaining({ kind: 'mint', usableNow: true }))
    expect(minting.powers.some((power) => power.closed)).toBe(false)
    expect(minting.verdict.reasons).toContainEqual({ key: 'ownerCanMint', severity: 'danger' })
    expect(minting.probedPowers).toContainEqual(
      expect.objectContaining({ caller: creator, signature: 'mint(address,uint256)', effect: 'mints' }),
    )
    // Its functions fit in the probe's limit: none left untried, nothing to say.
    expect(minting.powerProbeSkipped).toBeUndefined()
    expect(minting.verdict.reasons.map((reason) => reason.key)).not.toContain('powersPartlyProbed')
    // Under a smaller limit the functions left untried are counted, never passed over.
    const code = (await chain.publicClient.getCode({ address: open })) as Hex
    const all = dispatcherSelectors(code).length
    const partial = await probePowers(chain.publicClient, {
      token: open,
      code,
      candidates: [creator],
      known: [],
      trades: minting.trades,
      limit: 2,
    })
    expect(partial.skipped).toBeGreaterThan(0)
    expect(partial.skipped).toBeLessThanOrEqual(all - 2)
  })
})

describe("checkTokenSafety's severity: an issuer's powers against a trading token's blacklist (issue 75)", () => {
  /** The reasons of `report` at danger. */
  const dangers = (report: { verdict: { reasons: { key: string; severity: string }[] } }) =>
    report.verdict.reasons.filter((reason) => reason.severity === 'danger').map((reason) => reason.key)

  it("names a centralised stablecoin's powers as an issuer's: a warning, never danger", async () => {
    const token = await deployed(issuerStableTokenAbi, issuerStableTokenBytecode, [supply])
    await listed(token, issuerStableTokenAbi)
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    expect(report.owner).toMatchObject({ kind: 'owned', owner: creator })
    expect(report.keptExchange).toBeUndefined()
    // Each power is still listed (every owner power is public), at a warning.
    const kinds = report.powers.filter((power) => power.usableNow).map((power) => power.kind)
    expect(kinds).toEqual(expect.arrayContaining(['mint', 'pause', 'blacklist', 'takeTokens']))
    expect(report.verdict.reasons).toContainEqual({ key: 'ownerCanMint', severity: 'warning' })
    // Burning a frozen balance is refused to its owner until a freeze: not closed, since the owner
    // can freeze first (the probe tries it after the owner's other calls).
    expect(report.verdict.reasons).toContainEqual({ key: 'ownerCanTakeTokens', severity: 'warning' })
    expect(report.verdict.reasons).toContainEqual({ key: 'ownerCanBlacklist', severity: 'warning' })
    const issuer = report.verdict.reasons.find((reason) => reason.key === 'issuerPowers')
    expect(issuer?.severity).toBe('warning')
    for (const name of ['issue(uint256)', 'pause()', 'freeze(address)', 'wipeFrozenAddress(address)'])
      expect(String(issuer?.params?.functions)).toContain(name)
    // The probe saw the owner issue and freeze, openly: disclosed powers, not hidden ones.
    expect(report.probedPowers).toContainEqual(
      expect.objectContaining({ caller: creator, signature: 'issue(uint256)', effect: 'mints' }),
    )
    expect(dangers(report)).toEqual([])
    expect(report.verdict.level).toBe('warning')
  })

  it('reads the same stablecoin behind an upgradeable proxy as an issuer, its upgrade a warning', async () => {
    const logic = await deployed(issuerStableTokenAbi, issuerStableTokenBytecode, [0n])
    const initialize = encodeFunctionData({
      abi: issuerStableTokenAbi,
      functionName: 'initialize',
      args: [supply, creator],
    })
    const token = await deployed(trapProxyAbi, trapProxyBytecode, [logic, creator, initialize])
    await listed(token, issuerStableTokenAbi)
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    expect(report.proxy).toMatchObject({ standard: 'eip1967', implementation: logic, admin: creator })
    expect(report.verdict.reasons).toContainEqual(
      expect.objectContaining({ key: 'upgradeable', severity: 'warning' }),
    )
    expect(report.verdict.reasons.map((reason) => reason.key)).toContain('issuerPowers')
    expect(dangers(report)).toEqual([])
    expect(report.verdict.level).toBe('warning')
  })

  it('calls an owner-held blacklist danger in a token that keeps its pool, before anyone is listed', async () => {
    const token = await deployed(trapOwnerBlacklistTokenAbi, trapOwnerBlacklistTokenBytecode, [
      supply,
      chain.contracts.factory,
      chain.contracts.weth,
    ])
    await listed(token, trapOwnerBlacklistTokenAbi)
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    const pair = report.pools[0]?.pair
    expect(pair).toBeDefined()
    // Nothing is trapped yet: a fresh buyer and every holder sell.
    expect(report.trades[0]?.reading).toMatchObject({ canBuy: true, canSell: true })
    expect(report.holderSales?.tests.every((test) => test.canSell)).toBe(true)
    // It knows its pool (an immutable), so its blacklist can be aimed at buyers: danger.
    expect(report.keptExchange).toBe(pair)
    expect(report.verdict.reasons).toContainEqual({
      key: 'ownerCanBlacklist',
      severity: 'danger',
      params: { pool: pair },
    })
    expect(report.verdict.reasons.map((reason) => reason.key)).not.toContain('issuerPowers')
    expect(report.verdict.level).toBe('danger')
  })
})

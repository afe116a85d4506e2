import { QueryClient } from '@tanstack/query-core'
import { type Address, erc20Abi, type Hex, parseEther, toHex, zeroAddress, zeroHash } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { chainTimeMs, passTime } from '../../testing/chainClock.ts'
import { deploySampleToken } from '../../testing/deploySampleToken.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { isFactoryPresale, presalePlan, testPresaleDraft } from '../../testing/testPresale.ts'
import { transferFeeTokenParameters } from '../../testing/testTokenParameters.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { launchpadFactoryAbi, launchpadFactoryBytecode } from '../contracts/LaunchpadFactory.ts'
import { createMultisigWalletStep } from '../multisig/multisigSteps.ts'
import { newMultisigSalt, predictMultisigAddress } from '../multisig/predictMultisigAddress.ts'
import { createTokenDeployStep } from '../tokens/createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '../tokens/tokenTemplates.ts'
import { deploy } from '../transactions/deploy.ts'
import { createPresaleSteps } from './createPresaleSteps.ts'
import { inviterTeamQueryOptions } from './inviterTeamQuery.ts'
import { launchpadFeesQueryOptions } from './launchpadFeesQuery.ts'
import { listPresales } from './listPresales.ts'
import { contributePresaleSteps, presaleActionStep, refundPresaleSteps } from './presaleActionSteps.ts'
import { presaleActions } from './presaleActions.ts'
import type { PresaleDraft } from './presaleDraft.ts'
import { presaleListQueryOptions } from './presaleListQuery.ts'
import { presaleVesting, vestedAmount, vestingSchedule } from './presaleMath.ts'
import { presaleQueryOptions } from './presaleQuery.ts'
import { readPresaleWhitelist } from './presaleWhitelistList.ts'
import { presaleWhitelistPlaceQueryOptions } from './presaleWhitelistPlaceQuery.ts'
import { readInviterTeam } from './readInviterTeam.ts'
import { readLaunchpadFees } from './readLaunchpadFees.ts'
import { readLaunchpadOwner } from './readLaunchpadOwner.ts'
import { readPresale } from './readPresale.ts'
import { setLaunchpadFeesSteps, validateLaunchpadFees } from './setLaunchpadFeesSteps.ts'
import { toPresaleParams } from './toPresaleParams.ts'
import { presaleLimits, validatePresaleDraft } from './validatePresaleDraft.ts'

const chain = useLocalTestChain()
const [, creator, alice, bob] = devAccounts
let factory: Address
let token: Address

/** A presale draft on the chain's clock: starting in a minute, ending in a day. */
async function draftOf(
  mode: PresaleDraft['mode'],
  overrides: Partial<PresaleDraft> = {},
): Promise<PresaleDraft> {
  return testPresaleDraft(chain, { mode, now: await chainTimeMs(chain), token, overrides })
}

/** `account` buys into `presale` with the native coin (the first pay coin), through an inviter where given. */
const contributeNative = (presale: Address, amount: bigint, account: Address, inviter?: Address) =>
  chain.runToDone(
    contributePresaleSteps({
      presale,
      coin: zeroAddress,
      coinIndex: 0,
      amount,
      ...(inviter ? { inviter } : {}),
    }),
    account,
  )

async function create(draft: PresaleDraft): Promise<Address> {
  expect(validatePresaleDraft(draft, await chainTimeMs(chain))).toEqual({})
  const plan = await presalePlan(chain, { factory, creator, draft })
  await chain.runToDone(plan.steps, creator)
  expect(await isFactoryPresale(chain, factory, plan.presale)).toBe(true)
  return plan.presale
}

beforeAll(async () => {
  const [deployedFactory] = await chain.runToDone(
    [deploy({ abi: launchpadFactoryAbi, bytecode: launchpadFactoryBytecode, args: [chain.accounts[0]!] })],
    chain.accounts[0]!,
  )
  factory = deployedFactory!.contractAddress!
  token = await deploySampleToken(
    chain,
    { name: 'Launch Me', symbol: 'LAUNCH', supply: parseEther('10000000') },
    creator,
  )
})

describe('launchpad on a real chain', () => {
  let presale: Address

  it('creates a presale at the predicted address with the tokens the factory counts', async () => {
    const before = await chain.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [creator],
    })
    presale = await create(await draftOf('standard', { inviteRates: ['3', '2', '0.5'] }))
    const state = await readPresale(chain.publicClient, { presale, account: alice })
    expect(state).toMatchObject({
      label: 'upcoming',
      mode: 'standard',
      symbol: 'LAUNCH',
      hardCap: parseEther('3000'),
    })
    expect(state?.inviteBps).toEqual([300n, 200n, 50n])
    const after = await chain.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [creator],
    })
    const deposited = await chain.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [presale],
    })
    expect(before - after).toBe(deposited)
    // Sale 3,000 + pool 60% of about 3 coin at 800 = 1,440 (plus a unit of rounding).
    expect(deposited / 10n ** 18n).toBe(4440n)
    expect(await readPresale(chain.publicClient, { presale: token })).toBeNull()
  })

  it('refuses an LP lock under 30 days in the form, and the factory refuses it when called directly', async () => {
    const short = await draftOf('standard', { lpLockDays: 29 })
    expect(validatePresaleDraft(short, await chainTimeMs(chain)).lpLockDays).toEqual({
      key: 'validation.lpLockFloor',
      params: { count: 30, max: presaleLimits.maxLpLockDays },
    })
    // The adversary skips the form: the same terms sent straight to the factory.
    const plan = await presalePlan(chain, { factory, creator, draft: short })
    await expect(chain.runToDone(plan.steps, creator)).rejects.toThrow('presaleInvalidListing')
    const floor = await chain.publicClient.readContract({
      address: factory,
      abi: launchpadFactoryAbi,
      functionName: 'MIN_LP_LOCK_DURATION',
    })
    expect(floor).toBe(BigInt(presaleLimits.minLpLockDays * 86_400))
    expect(
      validatePresaleDraft(await draftOf('standard', { lpLockDays: 30 }), await chainTimeMs(chain)),
    ).toEqual({})
  })

  it('lets the operator change the fees for later presales only', async () => {
    const operator = chain.accounts[0]!
    const fees = {
      recipient: operator,
      flatFeeToken: '0x0000000000000000000000000000000000000000' as Address,
      flatFee: 0n,
      raiseFeeBps: 200,
      tokenFeeBps: 0,
    }
    expect(validateLaunchpadFees({ ...fees, raiseFeeBps: 501 })).toBe('feeTooHigh')
    expect(() =>
      setLaunchpadFeesSteps({ factory, owner: operator, account: alice, fees, ownerIsMultisig: false }),
    ).toThrow()
    await chain.runToDone(
      setLaunchpadFeesSteps({ factory, owner: operator, account: operator, fees, ownerIsMultisig: false }),
      operator,
    )
    expect((await readLaunchpadFees(chain.publicClient, { factory })).raiseFeeBps).toBe(200n)
    // The presale created before keeps the fees of its creation.
    expect((await readPresale(chain.publicClient, { presale }))?.raiseFeeBps).toBe(0n)
    await chain.runToDone(
      setLaunchpadFeesSteps({
        factory,
        owner: operator,
        account: operator,
        fees: { ...fees, raiseFeeBps: 0 },
        ownerIsMultisig: false,
      }),
      operator,
    )
  })

  it('tells an account owner from a TokenBox multisig wallet and any other contract', async () => {
    const operator = chain.accounts[0]!
    expect(await readLaunchpadOwner(chain.publicClient, { owner: operator })).toEqual({
      kind: 'account',
      address: operator,
    })
    expect(await readLaunchpadOwner(chain.publicClient, { owner: token })).toEqual({
      kind: 'contract',
      address: token,
    })
    const salt = newMultisigSalt()
    const wallet = await predictMultisigAddress(chain.publicClient, {
      factory: chain.contracts.multisig,
      creator: alice,
      salt,
    })
    await chain.runToDone(
      [
        createMultisigWalletStep({
          factory: chain.contracts.multisig,
          signers: [alice, bob],
          threshold: 2,
          salt,
        }),
      ],
      alice,
    )
    expect(await readLaunchpadOwner(chain.publicClient, { owner: wallet })).toEqual({
      kind: 'multisig',
      address: wallet,
      signers: [alice, bob],
      threshold: 2,
    })
  })

  it('takes contributions, binds an inviter and counts the team', async () => {
    await passTime(chain, 120)
    await contributeNative(presale, parseEther('1'), alice)
    await contributeNative(presale, parseEther('1'), bob, alice)
    const state = await readPresale(chain.publicClient, { presale, account: bob })
    expect(state?.label).toBe('live')
    expect(state?.sold).toBe(parseEther('2000'))
    expect(state?.position?.inviter).toBe(alice)
    const team = await readInviterTeam(chain.publicClient, { presale, account: alice, generations: 3 })
    expect(team.generations[0]).toEqual({ invitees: 1n, volume: parseEther('1000') })
    expect(team.rewards[0]).toBe(parseEther('0.03'))
    expect(presaleActions(state!, bob)).toMatchObject({ buy: true, finalize: false, emergencyWithdraw: true })
  })

  it('lists presales by filter, search and contributor', async () => {
    const all = await listPresales(chain.publicClient, { factory, fromBlock: 0n })
    expect(all.map((entry) => entry.address)).toEqual([presale])
    expect(await listPresales(chain.publicClient, { factory, fromBlock: 0n, filter: 'over' })).toEqual([])
    expect((await listPresales(chain.publicClient, { factory, fromBlock: 0n, filter: 'live' })).length).toBe(
      1,
    )
    expect(
      (await listPresales(chain.publicClient, { factory, fromBlock: 0n, search: 'launch' })).length,
    ).toBe(1)
    expect(
      (await listPresales(chain.publicClient, { factory, fromBlock: 0n, contributor: alice })).length,
    ).toBe(1)
    expect(
      (await listPresales(chain.publicClient, { factory, fromBlock: 0n, contributor: creator })).length,
    ).toBe(0)
  })

  it("gives the sale and list pages' hooks their queries: keyed per chain, account and block, waiting for an address", async () => {
    const queryClient = new QueryClient()
    const block = await chain.publicClient.getBlockNumber()
    const forBob = presaleQueryOptions(chain.publicClient, { presale, account: bob, block })
    expect(forBob.queryKey).toEqual(['presale', chain.publicClient.chain!.id, presale, bob, block.toString()])
    expect(await queryClient.fetchQuery(forBob)).toEqual(
      await readPresale(chain.publicClient, { presale, account: bob }),
    )
    // Another account or another block is another reading; the last one stays on screen meanwhile.
    const forAlice = presaleQueryOptions(chain.publicClient, { presale, account: alice, block })
    const nextBlock = presaleQueryOptions(chain.publicClient, { presale, account: bob, block: block + 1n })
    expect(
      new Set([forBob, forAlice, nextBlock].map((options) => JSON.stringify(options.queryKey))).size,
    ).toBe(3)
    expect(forBob.placeholderData?.(undefined)).toBeUndefined()
    // No address yet (the page is loading its route): nothing is read.
    expect(presaleQueryOptions(chain.publicClient, { presale: undefined, account: bob, block }).enabled).toBe(
      false,
    )
    // An address that holds no presale reads as none, not as an error.
    expect(
      await queryClient.fetchQuery(
        presaleQueryOptions(chain.publicClient, { presale: alice, account: bob, block }),
      ),
    ).toBeNull()

    const list = (mine: boolean, account: Address) =>
      queryClient.fetchQuery(
        presaleListQueryOptions(chain.publicClient, { factory, filter: 'all', search: '', mine, account }),
      )
    expect((await list(false, creator)).map((entry) => entry.address)).toEqual([presale])
    expect(await list(true, creator)).toEqual([])
    expect((await list(true, alice)).map((entry) => entry.address)).toEqual([presale])

    const team = await queryClient.fetchQuery(
      inviterTeamQueryOptions(chain.publicClient, {
        presale,
        account: alice,
        generations: 3,
        sold: parseEther('2000'),
      }),
    )
    expect(team.generations[0]).toEqual({ invitees: 1n, volume: parseEther('1000') })
    expect(await queryClient.fetchQuery(launchpadFeesQueryOptions(chain.publicClient, { factory }))).toEqual(
      await readLaunchpadFees(chain.publicClient, { factory }),
    )
    // A public presale has no Merkle list: the buyer's place is never asked for.
    const state = await readPresale(chain.publicClient, { presale, account: bob })
    expect(
      presaleWhitelistPlaceQueryOptions(chain.publicClient, { presale, whitelist: state, account: bob })
        .enabled,
    ).toBe(false)
  })

  it('is finalized by a contributor once ended, and opens claims', async () => {
    await passTime(chain, 86_400)
    const ended = await readPresale(chain.publicClient, { presale, account: bob })
    expect(ended?.label).toBe('ended')
    expect(presaleActions(ended!, bob).finalize).toBe(true)
    await chain.runToDone([presaleActionStep('finalize', { presale })], bob)
    const state = await readPresale(chain.publicClient, { presale, account: alice })
    expect(state?.label).toBe('finalized')
    expect(state?.pair).toBeDefined()
    expect(state?.lockId).toBeDefined()
    expect(state?.position?.claimable).toBe(parseEther('1000'))
    await chain.runToDone([presaleActionStep('claim', { presale })], alice)
    expect(
      await chain.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [alice],
      }),
    ).toBe(parseEther('1000'))
  })

  it('exempts the predicted presale from a TokenBox tax token its creator owns, so the deposit arrives whole', async () => {
    const [deployedTaxed] = await chain.runToDone(
      [
        createTokenDeployStep(
          transferFeeTokenParameters(creator, parseEther('1000000'), 500),
          await tokenTemplateBytecode('normal', 'cancun'),
          'cancun',
        ),
      ],
      creator,
    )
    const taxed = deployedTaxed!.contractAddress!
    const draft = { ...(await draftOf('standard')), token: taxed }
    const fees = await readLaunchpadFees(chain.publicClient, { factory })
    const plan = await createPresaleSteps(chain.publicClient, {
      factory,
      account: creator,
      ...toPresaleParams(draft, { locker: chain.contracts.lock }),
      fees,
    })
    expect(plan.exemption).toBe(true)
    expect(plan.steps[0]?.label).toBe('exemptPresale')
    await chain.runToDone(plan.steps, creator)
    const deposited = await chain.publicClient.readContract({
      address: taxed,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [plan.presale],
    })
    expect(deposited).toBe(plan.tokensNeeded)
  })

  it('splits a fair launch by share of the raise', async () => {
    // Its own token: `token` is listed already, at the first presale's price.
    const fairToken = await deploySampleToken(
      chain,
      { name: 'Fair', symbol: 'FAIR', supply: parseEther('10000000') },
      creator,
    )
    const fair = await create(
      await draftOf('fairLaunch', {
        token: fairToken,
        fairLaunchTokens: '100000',
        softCap: '1',
        hardCap: '',
        maxBuy: '',
      }),
    )
    await passTime(chain, 120)
    await contributeNative(fair, parseEther('1'), alice)
    await contributeNative(fair, parseEther('3'), bob)
    await passTime(chain, 86_400)
    await chain.runToDone([presaleActionStep('finalize', { presale: fair })], alice)
    const state = await readPresale(chain.publicClient, { presale: fair, account: bob })
    expect(state?.label).toBe('finalized')
    expect(state?.position?.claimable).toBe(parseEther('75000'))
    const before = await chain.publicClient.readContract({
      address: fairToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [bob],
    })
    await chain.runToDone([presaleActionStep('claim', { presale: fair })], bob)
    const after = await chain.publicClient.readContract({
      address: fairToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [bob],
    })
    expect(after - before).toBe(parseEther('75000'))
  })

  it('refunds an Immediately-mode sale nobody finalized against the tokens it delivered', async () => {
    const immediate = await create(
      await draftOf('standard', { claimMode: 'immediately', softCap: '0', emergencyWithdraw: false }),
    )
    await passTime(chain, 120)
    const balanceOf = (account: Address) => tokenBalanceReader(chain)(token, account)
    const tokensBefore = await balanceOf(alice)
    await contributeNative(immediate, parseEther('1'), alice)
    const delivered = (await balanceOf(alice)) - tokensBefore
    expect(delivered).toBeGreaterThan(0n)
    // Past the end and the whole grace period, nobody having finalized.
    await passTime(chain, 86_400 + 7 * 86_400)
    const failed = await readPresale(chain.publicClient, { presale: immediate, account: alice })
    expect(failed?.label).toBe('failed')
    const actions = presaleActions(failed!, alice)
    expect(actions).toMatchObject({ refund: true, refundReturns: delivered })
    const coinBefore = await chain.publicClient.getBalance({ address: alice })
    await chain.runToDone(
      refundPresaleSteps({ presale: immediate, token, delivered: actions.refundReturns }),
      alice,
    )
    expect(await balanceOf(alice)).toBe(tokensBefore)
    // The whole coin back, less the gas of the approval and the refund.
    const coinBack = (await chain.publicClient.getBalance({ address: alice })) - coinBefore
    expect(coinBack).toBeGreaterThan(parseEther('0.99'))
    expect(coinBack).toBeLessThanOrEqual(parseEther('1'))
    const after = await readPresale(chain.publicClient, { presale: immediate, account: alice })
    expect(after?.position?.claimed).toBe(0n)
    expect(presaleActions(after!, alice).refund).toBe(false)
  })
})

describe('a Merkle whitelist that opens to everyone later', () => {
  it('lets a listed buyer in with the proof from the published list, refuses others until the public time', async () => {
    const now = await chainTimeMs(chain)
    // One more than the stored limit: the list becomes a Merkle root and travels in the event data.
    const others = Array.from({ length: presaleLimits.maxStoredWhitelist }, (_, index) =>
      privateKeyToAddress(toHex(index + 1, { size: 32 })),
    )
    const draft = await draftOf('standard', {
      whitelist: true,
      tiers: [{ addresses: [...others, alice].join('\n'), startTime: now + 60_000 }],
      publicTime: now + 7_200_000,
    })
    const { params, tiers, merkleWhitelist } = toPresaleParams(draft, { locker: chain.contracts.lock })
    expect(tiers).toEqual([])
    expect(merkleWhitelist).toHaveLength(presaleLimits.maxStoredWhitelist + 1)
    expect(params.config.merkleRoot).not.toBe(zeroHash)
    expect(params.config.publicAt).toBe(BigInt(Math.floor((now + 7_200_000) / 1000)))
    const fromBlock = await chain.publicClient.getBlockNumber()
    const merklePresale = await create(draft)
    await passTime(chain, 120)

    const list = await readPresaleWhitelist(chain.publicClient, { presale: merklePresale, fromBlock })
    expect(list?.entries).toHaveLength(presaleLimits.maxStoredWhitelist + 1)
    const place = list?.tree.proofOf(alice)
    expect(place?.tier).toBe(0)
    // The sale page's query finds the same place, checked against the presale's root.
    const merkleState = await readPresale(chain.publicClient, { presale: merklePresale, account: alice })
    const placeQuery = (account: Address) =>
      presaleWhitelistPlaceQueryOptions(chain.publicClient, {
        presale: merklePresale,
        whitelist: merkleState,
        account,
      })
    expect(placeQuery(alice).enabled).toBe(true)
    expect(await new QueryClient().fetchQuery(placeQuery(alice))).toEqual(place)
    expect(await new QueryClient().fetchQuery(placeQuery(bob))).toBeNull()
    const buy = (place?: { tier: number; proof: readonly Hex[] }) =>
      contributePresaleSteps({
        presale: merklePresale,
        coin: zeroAddress,
        coinIndex: 0,
        amount: parseEther('0.5'),
        place,
      })
    await chain.runToDone(buy(place), alice)
    expect(
      (await readPresale(chain.publicClient, { presale: merklePresale, account: alice }))?.position
        ?.contributed,
    ).toEqual([parseEther('0.5')])
    // Bob is not listed: no proof of his, and alice's proof does not fit his leaf.
    expect(list?.tree.proofOf(bob)).toBeUndefined()
    await expect(chain.runToDone(buy(), bob)).rejects.toThrow('presaleNotWhitelisted')
    await expect(chain.runToDone(buy(place), bob)).rejects.toThrow('presaleNotWhitelisted')

    await passTime(chain, 7_200)
    await chain.runToDone(buy(), bob)
    expect(
      (await readPresale(chain.publicClient, { presale: merklePresale, account: bob }))?.position
        ?.contributed,
    ).toEqual([parseEther('0.5')])
    // A presale without a Merkle root (the first one, public) has no list to read.
    const first = (await listPresales(chain.publicClient, { factory, fromBlock: 0n })).at(-1)!
    expect(
      await readPresaleWhitelist(chain.publicClient, { presale: first.address, fromBlock: 0n }),
    ).toBeNull()
  })
})

/**
 * Issue 51 item 6: the sale page's vesting schedule (vestedAmount of presaleVesting, TypeScript)
 * against what the contract lets a contributor claim, release by release: just before and at each
 * interval, before the start, after a claim and past 100%. The terms are set on the factory's
 * params directly (a creator calling the factory may give a first share other than the cycle's, an
 * interval in seconds), as the form never does.
 */
describe('a linear claim pays what the sale page says it releases', () => {
  /** Mines a block at `at` (seconds), after the chain's latest. */
  async function mineAt(at: bigint) {
    await chain.publicClient.request({
      method: 'evm_setNextBlockTimestamp' as never,
      params: [Number(at)] as never,
    })
    await chain.publicClient.request({ method: 'evm_mine' as never, params: [] as never })
  }

  const cases = [
    // The first share at the finalize (the vesting start is the end, and the finalize comes later).
    { firstBps: 1_000, cycleBps: 1_500, interval: 3_600, startAfterEnd: 0 },
    // Uneven shares, daily, starting five days after the end: nothing before it.
    { firstBps: 3_333, cycleBps: 777, interval: 86_400, startAfterEnd: 5 * 86_400 },
    // Everything at once at the start.
    { firstBps: 10_000, cycleBps: 0, interval: 0, startAfterEnd: 3_600 },
  ]

  for (const terms of cases) {
    it(`first ${terms.firstBps} bps, then ${terms.cycleBps} bps every ${terms.interval} s`, async () => {
      const draft = await draftOf('standard', { claimMode: 'linear', vestingIntervalDays: 1 })
      draft.vestingStart = draft.endTime! + terms.startAfterEnd * 1000
      const input = toPresaleParams(draft, { locker: chain.contracts.lock })
      Object.assign(input.params.config, {
        vestingFirstBps: terms.firstBps,
        vestingCycleBps: terms.cycleBps,
        vestingInterval: terms.interval,
      })
      const plan = await createPresaleSteps(chain.publicClient, {
        factory,
        account: creator,
        ...input,
        fees: await readLaunchpadFees(chain.publicClient, { factory }),
        locker: chain.contracts.lock,
      })
      await chain.runToDone(plan.steps, creator)
      const presale = plan.presale
      await mineAt(input.params.config.start + 1n)
      // An amount whose shares round: 1,234.567891 tokens at 1,000 per coin.
      await contributeNative(presale, parseEther('1.234567891'), alice)
      await mineAt(input.params.config.end + 1n)
      await chain.runToDone([presaleActionStep('finalize', { presale })], bob)

      const state = (await readPresale(chain.publicClient, { presale, account: alice }))!
      const vesting = presaleVesting(state)
      const total = state.position!.tokens
      expect(total).toBe(parseEther('1234.567891'))
      /** What the page says a claim pays now, against what the contract pays. */
      const agreeAt = async (at: bigint) => {
        const latest = (await chain.publicClient.getBlock()).timestamp
        if (at > latest) await mineAt(at)
        const now = (await chain.publicClient.getBlock()).timestamp
        const position = (await readPresale(chain.publicClient, { presale, account: alice }))!.position!
        expect(position.claimable, `at start + ${now - vesting.start} s`).toBe(
          vestedAmount(vesting, total, now) - position.claimed,
        )
        return position
      }
      if (vesting.start > (await chain.publicClient.getBlock()).timestamp + 1n) {
        expect((await agreeAt(vesting.start - 1n)).claimable).toBe(0n)
      }
      const releases = vestingSchedule(vesting, total)
      expect(releases.at(-1)!.released).toBe(total)
      for (const [index, release] of releases.entries()) {
        if (index > 0) await agreeAt(release.at - 1n)
        const position = await agreeAt(release.at)
        // A claim after the second release: later releases pay what is left, to the unit.
        if (index === 1) {
          await chain.runToDone([presaleActionStep('claim', { presale })], alice)
          expect((await agreeAt(release.at + 1n)).claimed).toBe(position.claimed + position.claimable)
        }
      }
      const end = await agreeAt(releases.at(-1)!.at + 10n * 86_400n)
      expect(end.claimed + end.claimable).toBe(total)
    })
  }
})

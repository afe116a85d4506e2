import { type Address, erc20Abi, parseEther, parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import { passTime } from '../../../testing/chainClock.ts'
import { deployTestFairLaunch, testFairLaunchPricing as pricing } from '../../../testing/deployTestTokens.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { fairLaunchTokenAbi } from '../../contracts/FairLaunchToken.abi.ts'
import type { FairLaunchTokenParameters } from '../createTokenDeployStep.ts'
import { identifyTokenTemplate } from '../identifyTokenTemplate.ts'
import { checkFairLaunchFigures, fairLaunchStatedSupply } from './checkFairLaunchFigures.ts'
import {
  claimFairLaunchRefundStep,
  claimVestedStep,
  launchFairLaunchStep,
  mintFairLaunchByTransferStep,
  mintFairLaunchStep,
  refundFairLaunchStep,
  setFairLaunchWhitelistStep,
} from './fairLaunchActionSteps.ts'
import { fairLaunchMintCost, fairLaunchPriceCurve } from './fairLaunchMintCost.ts'
import { listFairLaunchTokens } from './listFairLaunchTokens.ts'
import { readFairLaunchState } from './readFairLaunchState.ts'

const chain = useLocalTestChain()
const [creator, minter, secondMinter] = devAccounts

const deployFairLaunch = (changes: Partial<FairLaunchTokenParameters> = {}) =>
  deployTestFairLaunch(chain, creator, changes)

describe('fair-launch token (issue 20, /co/fa and /co/50?t=1)', () => {
  it('checks figures as the constructor does and states the curve the contract charges', () => {
    const figures = {
      mintAmount: parseEther('1000'),
      mintFee: pricing.mintFee,
      mintsPerAddress: 2,
      maxMints: 4,
      premiumBps: 10_000,
      refundBps: 0,
      liquidityBps: 6_000,
    }
    expect(checkFairLaunchFigures(figures)).toBeUndefined()
    expect(checkFairLaunchFigures({ ...figures, mintsPerAddress: 5 })).toBe('limitAboveCap')
    expect(checkFairLaunchFigures({ ...figures, mintFee: 0n })).toBe('freeMintHasNoCoin')
    expect(
      checkFairLaunchFigures({ ...figures, mintFee: 0n, premiumBps: 0, liquidityBps: 0 }),
    ).toBeUndefined()
    expect(checkFairLaunchFigures({ ...figures, mintFee: 10n, mintAmount: 10n })).toBe('feeTooSmallForPool')
    expect(fairLaunchStatedSupply(figures)).toBe(parseEther('6400'))
    expect(fairLaunchPriceCurve(pricing, 5).map((point) => point.price)).toEqual([
      parseEther('0.01'),
      parseEther('0.0125'),
      parseEther('0.015'),
      parseEther('0.0175'),
    ])
  })

  it('mints by call and by plain transfer with change, then the filling mint launches into a locked pool', async () => {
    const token = await deployFairLaunch()
    expect(identifyTokenTemplate(await chain.publicClient.getCode({ address: token }))).toBe('fairLaunch')

    const cost = fairLaunchMintCost(pricing, 0, 2)
    expect(cost).toBe(parseEther('0.0225'))
    await chain.runToDone([mintFairLaunchStep({ token, times: 2, value: cost })], minter)

    // A plain transfer of 0.05: one mint at 0.015 and one at 0.0175, the rest back with its reason.
    const [sent] = await chain.runToDone(
      [mintFairLaunchByTransferStep({ token, value: parseEther('0.05') })],
      secondMinter,
    )
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: sent!.hash! })
    const returned = parseEventLogs({
      abi: fairLaunchTokenAbi,
      logs: receipt.logs,
      eventName: 'MintCoinReturned',
    })
    expect(returned.map((log) => log.args)).toEqual([
      { account: secondMinter, amount: parseEther('0.0175'), reason: 4, paid: true },
    ])
    const launched = parseEventLogs({ abi: fairLaunchTokenAbi, logs: receipt.logs, eventName: 'Launched' })
    expect(launched).toHaveLength(1)

    const state = await readFairLaunchState(chain.publicClient, { token, account: secondMinter })
    expect(state).toMatchObject({
      phase: 'trading',
      totalMints: 4,
      minterCount: 2,
      progressBps: 10_000,
      funds: 0n,
      account: { mints: 2, paid: parseEther('0.0325'), balance: parseEther('2000') },
    })
    const read = (address: Address, account: Address) =>
      chain.publicClient.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
    expect(await read(token, state.pair)).toBe(parseEther('2400'))
    expect(await read(chain.contracts.weth, state.pair)).toBe((parseEther('0.055') * 6_000n) / 10_000n)
    expect(await read(state.pair, chain.contracts.lock)).toBeGreaterThan(0n)
  })

  it('keeps a whitelist, refunds at its rate and says why in the user language keys', async () => {
    const token = await deployFairLaunch({ condition: 'whitelist' })
    const refused = await chain.run([mintFairLaunchStep({ token, times: 1, value: pricing.mintFee })], minter)
    expect(refused.status === 'failed' && refused.message.key).toBe('fairLaunchNotEligible')
    await chain.runToDone([setFairLaunchWhitelistStep({ token, accounts: [minter], allowed: true })], creator)
    await chain.runToDone([mintFairLaunchStep({ token, times: 1, value: pricing.mintFee })], minter)
    const before = await chain.publicClient.getBalance({ address: minter })
    const [result] = await chain.runToDone([refundFairLaunchStep({ token })], minter)
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: result!.hash! })
    expect(await chain.publicClient.getBalance({ address: minter })).toBe(
      before + parseEther('0.008') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    const early = await chain.run([launchFairLaunchStep({ token })], minter)
    expect(early.status === 'failed' && early.message.key).toBe('fairLaunchNotEnded')
  })

  it('vests linearly after a launch at the end, and a launch nobody makes becomes refundable', async () => {
    const vesting = await deployFairLaunch({ vestingDuration: 1_000 })
    const idle = await deployFairLaunch({ refundBps: 0 })
    await chain.runToDone([mintFairLaunchStep({ token: vesting, times: 1, value: pricing.mintFee })], minter)
    await chain.runToDone([mintFairLaunchStep({ token: idle, times: 1, value: pricing.mintFee })], minter)
    await passTime(chain, 86_400)
    await chain.runToDone([launchFairLaunchStep({ token: vesting })], secondMinter)
    await passTime(chain, 500)
    await chain.runToDone([claimVestedStep({ token: vesting })], minter)
    const state = await readFairLaunchState(chain.publicClient, { token: vesting, account: minter })
    expect(state.account!.balance).toBeGreaterThanOrEqual(parseEther('500'))
    expect(state.account!.balance).toBeLessThan(parseEther('1000'))

    await passTime(chain, 30 * 86_400)
    expect((await readFairLaunchState(chain.publicClient, { token: idle })).phase).toBe('failed')
    await chain.runToDone([claimFairLaunchRefundStep({ token: idle })], minter)
    expect(
      (await readFairLaunchState(chain.publicClient, { token: idle, account: minter })).account!.mints,
    ).toBe(0)
  })

  it('lists the chain fair launches from their announcement logs, filtered ALL / In PROGRESS / OVER / Label', async () => {
    const live = await deployFairLaunch()
    await chain.runToDone(
      [mintFairLaunchStep({ token: live, times: 1, value: pricing.mintFee })],
      secondMinter,
    )
    const heard: string[][] = []
    const all = await listFairLaunchTokens(chain.publicClient, {
      fromBlock: chain.readyBlock,
      blockRange: 7n,
      onEntries: (soFar) => heard.push(soFar.map((launch) => launch.token)),
    })
    expect(all.launches.length).toBeGreaterThanOrEqual(5)
    // Newest first, the rows heard while older blocks were read each the start of the whole list.
    const listed = all.launches.map((launch) => launch.token)
    expect(listed[0]).toBe(live.toLowerCase())
    expect(heard[0]![0]).toBe(listed[0])
    for (const batch of heard) expect(listed.slice(0, batch.length)).toEqual(batch)
    expect(heard.at(-1)).toEqual(listed)
    const inProgress = await listFairLaunchTokens(chain.publicClient, {
      fromBlock: chain.readyBlock,
      filter: 'inProgress',
    })
    expect(inProgress.launches.map((launch) => launch.token.toLowerCase())).toEqual([live.toLowerCase()])
    const over = await listFairLaunchTokens(chain.publicClient, {
      fromBlock: chain.readyBlock,
      filter: 'over',
    })
    expect(over.launches.length + inProgress.launches.length).toBe(all.launches.length)
    const labelled = await listFairLaunchTokens(chain.publicClient, {
      fromBlock: chain.readyBlock,
      filter: 'label',
      account: secondMinter,
    })
    expect(labelled.launches.map((launch) => launch.token.toLowerCase())).toContain(live.toLowerCase())
    expect(labelled.launches.every((launch) => (launch.account?.mints ?? 0) > 0)).toBe(true)
  })
})

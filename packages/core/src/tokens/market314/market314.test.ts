import { type Address, createTestClient, http, type PublicClient, parseEther, zeroAddress } from 'viem'
import { hardhat } from 'viem/chains'
import { beforeAll, describe, expect, it } from 'vitest'
import { chainTime, passTime } from '../../../testing/chainClock.ts'
import {
  deployTest314,
  type Market314TestSettings,
  type Sale314Terms,
  testSale314Terms,
} from '../../../testing/deployTestTokens.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { liquidityLockFloorDays, market314LockEnd } from '../../promises/liquidityLockFloor.ts'
import { transferAsset } from '../../transactions/transfer.ts'
import { identifyTokenTemplate } from '../identifyTokenTemplate.ts'
import { readTemplateOwner } from '../readTemplateOwner.ts'
import {
  addLiquidity314Step,
  bindInviter314Step,
  buy314ByTransferStep,
  buy314Step,
  buySale314Step,
  claimCredit314Step,
  claimRefund314Step,
  extendLiquidityLock314Step,
  launch314Step,
  removeLiquidity314Step,
  renounce314Step,
  sell314Step,
  setFeeReceiver314Step,
  setFees314Step,
  setMaxWallet314Step,
  setTradingStartTime314Step,
  trade314Deadline,
} from './market314ActionSteps.ts'
import { quote314 } from './quote314.ts'
import { read314State } from './read314State.ts'
import { x314InviterIssue } from './x314Invite.ts'

/** An address that holds nothing. */
const feeless: Address = '0x000000000000000000000000000000000000bEEF'

const chain = useLocalTestChain()
const [owner, trader, receiver] = devAccounts
let publicClient: PublicClient

beforeAll(async () => {
  publicClient = chain.publicClient
})

const deploy = (settings: Market314TestSettings) => deployTest314(chain, owner, settings)

describe('ERC314 market (issue 21, /co/314)', () => {
  it('is recognised, opens with the owner’s locked liquidity, and trades at the token’s own quotes', async () => {
    const token = await deploy({ template: 'erc314', feeReceiver: receiver })
    expect(identifyTokenTemplate(await publicClient.getCode({ address: token }))).toBe('erc314')
    expect((await readTemplateOwner(publicClient, { token }))?.owner).toBe(owner)

    const fresh = (await read314State(publicClient, { token, account: owner }))!
    expect(fresh).toMatchObject({
      template: 'erc314',
      symbol: 'MKT',
      tradingOpen: false,
      provider: zeroAddress,
      coinReserve: 0n,
      buyFeeBps: 100,
      sellFeeBps: 200,
      maxFeeBps: 2_500,
      feeReceiver: receiver,
    })
    expect(fresh.account?.tokens).toBe(parseEther('500000'))
    expect(await read314State(publicClient, { token: chain.contracts.router })).toBeUndefined()

    const lockedUntil = market314LockEnd(await chainTime(chain), undefined, liquidityLockFloorDays)
    await chain.runToDone([addLiquidity314Step({ token, value: parseEther('10'), lockedUntil })], owner)
    const open = (await read314State(publicClient, { token }))!
    expect(open).toMatchObject({
      tradingOpen: true,
      provider: owner,
      lockedUntil,
      coinReserve: parseEther('10'),
      tokenReserve: parseEther('500000'),
    })

    // A plain transfer buys.
    await chain.runToDone([buy314ByTransferStep({ token, value: parseEther('1') })], trader)
    const afterTransfer = (await read314State(publicClient, { token, account: trader }))!
    expect(afterTransfer.account!.tokens).toBeGreaterThan(0n)
    expect(afterTransfer.coinReserve).toBeGreaterThan(parseEther('10'))

    // A buy by the quote with slippage fills at least the quote's minimum.
    const buyQuote = await quote314(publicClient, {
      token,
      side: 'buy',
      amountIn: parseEther('1'),
      slippageBps: 100,
    })
    expect(buyQuote.amountOut).toBeGreaterThan(0n)
    expect(buyQuote.minOut).toBe((buyQuote.amountOut * 9_900n) / 10_000n)
    expect(buyQuote.fee).toBe(parseEther('0.01'))
    expect(buyQuote.priceImpactBps).toBeGreaterThan(0)
    const before = afterTransfer.account!.tokens
    const deadline = trade314Deadline(await chainTime(chain))
    await chain.runToDone(
      [buy314Step({ token, value: parseEther('1'), minTokensOut: buyQuote.minOut, deadline })],
      trader,
    )
    const afterBuy = (await read314State(publicClient, { token, account: trader }))!
    expect(afterBuy.account!.tokens - before).toBe(buyQuote.amountOut)

    // Selling half returns the quoted coin; the receiver got both fees.
    const half = afterBuy.account!.tokens / 2n
    const sellQuote = await quote314(publicClient, { token, side: 'sell', amountIn: half, slippageBps: 100 })
    const coinBefore = await publicClient.getBalance({ address: trader })
    const [sold] = await chain.runToDone(
      [
        sell314Step({
          token,
          tokensIn: half,
          minCoinOut: sellQuote.minOut,
          deadline: trade314Deadline(await chainTime(chain)),
        }),
      ],
      trader,
    )
    const receipt = await publicClient.getTransactionReceipt({ hash: sold!.hash! })
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await publicClient.getBalance({ address: trader })) - coinBefore + gas).toBe(sellQuote.amountOut)

    // A minimum above what the market gives is refused before anything moves.
    await expect(
      chain.runToDone(
        [
          sell314Step({
            token,
            tokensIn: half / 2n,
            minCoinOut: parseEther('100'),
            deadline: trade314Deadline(await chainTime(chain)),
          }),
        ],
        trader,
      ),
    ).rejects.toThrow()
  })

  it('credits a fee its receiver refused, and pays it out when the receiver claims', async () => {
    // A receiver whose code reverts on any payment (a contract wallet that cannot take coin with
    // the push's 50,000 gas), made claimable afterwards by removing the code and sending as it.
    const refusing = '0x00000000000000000000000000000000000c0de1' as Address
    const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(chain.node.url) })
    await testClient.setCode({ address: refusing, bytecode: '0x60006000fd' })
    const token = await deploy({ template: 'erc314', feeReceiver: refusing })
    const lockedUntil = market314LockEnd(await chainTime(chain), undefined, liquidityLockFloorDays)
    await chain.runToDone([addLiquidity314Step({ token, value: parseEther('10'), lockedUntil })], owner)
    await chain.runToDone([buy314ByTransferStep({ token, value: parseEther('1') })], trader)
    // 1% of the 1 coin bought with: refused, so credited instead of blocking the buy.
    const credited = (await read314State(publicClient, { token, account: refusing }))!
    expect(credited.account?.credit).toBe(parseEther('0.01'))
    expect((await read314State(publicClient, { token, account: trader }))!.account?.credit).toBe(0n)

    await testClient.setCode({ address: refusing, bytecode: '0x' })
    await testClient.setBalance({ address: refusing, value: parseEther('1') })
    await testClient.impersonateAccount({ address: refusing })
    await chain.runToDone([claimCredit314Step({ token })], refusing)
    await testClient.stopImpersonatingAccount({ address: refusing })
    const claimed = (await read314State(publicClient, { token, account: refusing }))!
    expect(claimed.account?.credit).toBe(0n)
    // The claim paid 0.01 coin for far less gas.
    expect(claimed.account!.coin).toBeGreaterThan(parseEther('1.009'))
  })

  it('keeps the lock and the owner powers within their rules', async () => {
    const token = await deploy({
      template: 'erc314',
      maxWallet: parseEther('10000'),
    })
    // Under 30 days from now is refused: the contracts' floor (issue 48), mirrored in core.
    await expect(
      chain.runToDone(
        [
          addLiquidity314Step({
            token,
            value: parseEther('5'),
            lockedUntil: (await chainTime(chain)) + 86_400n,
          }),
        ],
        owner,
      ),
    ).rejects.toThrow('liquidityLockTimeInvalid')
    const lockedUntil = market314LockEnd(await chainTime(chain), undefined, liquidityLockFloorDays)
    await chain.runToDone([addLiquidity314Step({ token, value: parseEther('5'), lockedUntil })], owner)
    // Not before the lock ends, and never by anyone but the provider.
    await expect(chain.runToDone([removeLiquidity314Step({ token })], owner)).rejects.toThrow()
    await expect(chain.runToDone([removeLiquidity314Step({ token })], trader)).rejects.toThrow()
    // The lock moves later only.
    await expect(
      chain.runToDone([extendLiquidityLock314Step({ token, lockedUntil: lockedUntil - 1n })], owner),
    ).rejects.toThrow()
    await chain.runToDone([extendLiquidityLock314Step({ token, lockedUntil: lockedUntil + 86_400n })], owner)
    expect((await read314State(publicClient, { token }))!.lockedUntil).toBe(lockedUntil + 86_400n)

    // Fees within the cap, a new receiver, max wallet only up, or lifted.
    await expect(
      chain.runToDone([setFees314Step({ token, buyFeeBps: 2_501, sellFeeBps: 0 })], owner),
    ).rejects.toThrow()
    await chain.runToDone(
      [
        setFees314Step({ token, buyFeeBps: 300, sellFeeBps: 400 }),
        setFeeReceiver314Step({ token, receiver }),
        setMaxWallet314Step({ token, maxWallet: parseEther('20000') }),
      ],
      owner,
    )
    await expect(
      chain.runToDone([setMaxWallet314Step({ token, maxWallet: parseEther('15000') })], owner),
    ).rejects.toThrow()
    await chain.runToDone([setMaxWallet314Step({ token, maxWallet: 0n })], owner)
    expect(await read314State(publicClient, { token })).toMatchObject({
      buyFeeBps: 300,
      sellFeeBps: 400,
      feeReceiver: receiver,
      maxWallet: 0n,
    })

    await passTime(chain, 32 * 86_400)
    await chain.runToDone([removeLiquidity314Step({ token })], owner)
    const removed = (await read314State(publicClient, { token }))!
    expect(removed.coinReserve).toBe(0n)
    expect(removed.tradingOpen).toBe(false)

    await chain.runToDone([renounce314Step({ token })], owner)
    expect((await read314State(publicClient, { token }))!.owner).toBe(zeroAddress)
  })
})

describe('x314 market (issue 21, /co/x314)', () => {
  it('opens at its start time, burns on trades and reads its own settings', async () => {
    const start = (await chainTime(chain)) + 3_600n
    const token = await deploy({
      template: 'x314',
      tradingStartTime: start,
      burnBps: 100,
      inviteBps: 5_000,
      minBindAmount: parseEther('1'),
    })
    expect(identifyTokenTemplate(await publicClient.getCode({ address: token }))).toBe('x314')
    // The lock counts from the trading start (an hour away): 30 days from now is 1 hour short.
    await expect(
      chain.runToDone(
        [
          addLiquidity314Step({
            token,
            value: parseEther('10'),
            lockedUntil: (await chainTime(chain)) + 30n * 86_400n,
          }),
        ],
        owner,
      ),
    ).rejects.toThrow('liquidityLockTimeInvalid')
    await chain.runToDone(
      [
        addLiquidity314Step({
          token,
          value: parseEther('10'),
          lockedUntil: market314LockEnd(await chainTime(chain), start, 30),
        }),
      ],
      owner,
    )
    const waiting = (await read314State(publicClient, { token, account: trader }))!
    expect(waiting.tradingOpen).toBe(false)
    expect(waiting.x314).toMatchObject({
      tradingStartTime: start,
      burnBps: 100,
      inviteBps: 5_000,
      inviter: zeroAddress,
    })
    await expect(
      chain.runToDone([buy314ByTransferStep({ token, value: parseEther('1') })], trader),
    ).rejects.toThrow()

    // The start only moves earlier.
    await expect(
      chain.runToDone([setTradingStartTime314Step({ token, startTime: start + 60n })], owner),
    ).rejects.toThrow()
    await chain.runToDone([setTradingStartTime314Step({ token, startTime: start - 1_800n })], owner)
    await passTime(chain, 1_800)
    const supply = (await read314State(publicClient, { token }))!.totalSupply
    await chain.runToDone([buy314ByTransferStep({ token, value: parseEther('1') })], trader)
    const traded = (await read314State(publicClient, { token }))!
    expect(traded.tradingOpen).toBe(true)
    expect(traded.totalSupply).toBeLessThan(supply)

    // Invitations (issue 48, hole 12): a transfer binds nobody; the trader binds the owner itself,
    // after core's check refused what the token refuses.
    await chain.runToDone([transferAsset({ asset: token, to: receiver, amount: parseEther('5') })], owner)
    const trading = (await read314State(publicClient, { token, account: trader }))!
    expect(trading.x314?.inviter).toBe(zeroAddress)
    const issue = (inviter: string, state = trading, account = trader) =>
      x314InviterIssue(publicClient, { state, account, inviter })
    expect(await issue('0x1234')).toEqual({ key: 'm314.invite.issue.address' })
    expect(await issue(trader)).toEqual({ key: 'm314.invite.issue.self' })
    expect(await issue(feeless)).toEqual({
      key: 'm314.invite.issue.balance',
      params: { amount: parseEther('1') },
    })
    await expect(chain.runToDone([bindInviter314Step({ token, inviter: feeless })], trader)).rejects.toThrow(
      'market314InvalidInviter',
    )
    expect(await issue(owner)).toBeUndefined()
    await chain.runToDone([bindInviter314Step({ token, inviter: owner })], trader)
    const bound = (await read314State(publicClient, { token, account: trader }))!
    expect(bound.x314?.inviter).toBe(owner)
    expect(await issue(receiver, bound)).toEqual({ key: 'm314.invite.issue.bound' })
    // The owner cannot take its own invitee as its inviter (the token would refuse the loop).
    const ownerState = (await read314State(publicClient, { token, account: owner }))!
    expect(await issue(trader, ownerState, owner)).toEqual({ key: 'm314.invite.issue.loop' })
  })
})

describe('314 sale versions (issue 21, /co/s314 and /co/x314s)', () => {
  const saleTerms = (changes: Partial<Sale314Terms> = {}) => testSale314Terms(chain, owner, changes)

  it('sells by plain transfer, launches into its own locked market and then trades', async () => {
    const token = await deploy({
      template: 'sale314',
      sale: await saleTerms(),
    })
    expect(identifyTokenTemplate(await publicClient.getCode({ address: token }))).toBe('sale314')
    await chain.runToDone([buySale314Step({ token, value: parseEther('2') })], trader)
    const selling = (await read314State(publicClient, { token, account: trader }))!
    expect(selling.sale).toMatchObject({
      phase: 'sale',
      raised: parseEther('2'),
      buyers: 1n,
      contribution: parseEther('2'),
    })
    expect(selling.account!.tokens).toBe(parseEther('2000'))
    expect(selling.tradingOpen).toBe(false)

    // The owner may launch during the sale once the soft cap (none here) is met.
    await chain.runToDone([launch314Step({ token })], owner)
    const launched = (await read314State(publicClient, { token, account: trader }))!
    expect(launched.sale!.phase).toBe('trading')
    expect(launched).toMatchObject({
      tradingOpen: true,
      provider: owner,
      coinReserve: parseEther('1.2'),
      // At the sale price (issue 48): 1.2 coin buys 1,200 tokens; the rest of the reserve is burned.
      tokenReserve: parseEther('1200'),
    })
    const quote = await quote314(publicClient, {
      token,
      side: 'sell',
      amountIn: parseEther('1000'),
      slippageBps: 100,
    })
    await chain.runToDone(
      [
        sell314Step({
          token,
          tokensIn: parseEther('1000'),
          minCoinOut: quote.minOut,
          deadline: trade314Deadline(await chainTime(chain)),
        }),
      ],
      trader,
    )
    expect((await read314State(publicClient, { token }))!.coinReserve).toBe(
      parseEther('1.2') - quote.amountOut - quote.fee,
    )
  })

  it('refunds a failed x314 sale in full', async () => {
    const token = await deploy({
      template: 'x314Sale',
      tradingStartTime: 0n,
      burnBps: 100,
      inviteBps: 0,
      minBindAmount: 0n,
      sale: await saleTerms({ softCap: parseEther('50') }),
    })
    expect(identifyTokenTemplate(await publicClient.getCode({ address: token }))).toBe('x314Sale')
    await chain.runToDone([buySale314Step({ token, value: parseEther('1') })], trader)
    await expect(chain.runToDone([launch314Step({ token })], owner)).rejects.toThrow()
    await passTime(chain, 86_400 + 10)
    const failed = (await read314State(publicClient, { token, account: trader }))!
    expect(failed.sale!.phase).toBe('failed')
    expect(failed.x314!.burnBps).toBe(100)
    const before = await publicClient.getBalance({ address: trader })
    const [refund] = await chain.runToDone([claimRefund314Step({ token })], trader)
    const receipt = await publicClient.getTransactionReceipt({ hash: refund!.hash! })
    expect(
      (await publicClient.getBalance({ address: trader })) -
        before +
        receipt.gasUsed * receipt.effectiveGasPrice,
    ).toBe(parseEther('1'))
  })
})

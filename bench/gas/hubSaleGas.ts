/**
 * The hub sale part of the gas snapshot (bench/gas/gasSnapshot.ts): the marketing templates whose
 * sale the shared TokenSaleHub holds (TaxSaleToken, DividendSaleToken, LpDividendSaleToken and
 * CompoundSaleToken): deployment, buys by plain native transfer forwarded to the hub, and the
 * owner's launch through the hub.
 */
import {
  compoundSaleTokenAbi,
  dividendSaleTokenAbi,
  lpDividendSaleTokenAbi,
  taxSaleTokenAbi,
  tokenSaleHubAbi,
} from '@tokenbox/core/contracts/index.ts'
import { plainTaxOptions } from '@tokenbox/core/testing/testTokenParameters.ts'
import { type Address, encodeFunctionData, parseEther, zeroAddress } from 'viem'
import type { GasContext } from './gasContext.ts'
import { type FeeWallets, taxShares } from './taxTokenGas.ts'

export type HubSales = {
  hub: Address
  taxSale: Address
  dividendSale: Address
  lpDividendSale: Address
}

/**
 * Measures the TokenSaleHub's deployment, then TaxSaleToken and the two dividend sale tokens
 * (deploy, buys, launch) into `context.gas`; returns the hub and the tokens.
 */
export async function benchHubSales(
  context: GasContext,
  { tracker, wallets }: { tracker: Address; wallets: FeeWallets },
): Promise<HubSales> {
  const { publicClient, walletClient, walletFor, account, receiver, thirdAccount } = context
  const { templateCode, record, deployToken, sendAs } = context
  const { router, lock } = context.contracts
  const { marketing, team, lpReceiver } = wallets

  // Marketing sale token (/co/mk?t=1): the sale is held by the shared TokenSaleHub, so a buy is
  // the token's forwarding receive plus the hub's books, and the launch is the hub's.
  const hub = await deployToken('deploy TokenSaleHub (shared, once per chain)', () =>
    walletClient.deployContract({ abi: tokenSaleHubAbi, bytecode: templateCode.TokenSaleHub }),
  )
  const saleTimestamp = (await publicClient.getBlock({ blockTag: 'latest' })).timestamp
  const taxSale = await deployToken(
    'deploy TaxSaleToken (4% tax, sale in the hub, 60% to the pool, LP locked 30 days)',
    () =>
      walletClient.deployContract({
        abi: taxSaleTokenAbi,
        bytecode: templateCode.TaxSaleToken,
        args: [
          {
            name: 'Tax Sale',
            symbol: 'TXS',
            decimals: 18,
            initialSupply: parseEther('200000'),
            owner: account,
            router,
            quoteToken: zeroAddress,
            buyFees: taxShares,
            sellFees: taxShares,
            marketingWallet: marketing,
            teamWallet: team,
            liquidityReceiver: lpReceiver,
            ...plainTaxOptions({ swapBackThreshold: parseEther('1000') }),
          },
          hubSaleTerms(lock, saleTimestamp + 86_400n),
          hub,
        ],
      }),
  )
  const recordHubBuy = (label: string, buyer: Address, value: bigint) =>
    sendAs(walletFor(buyer), label, taxSale, '0x', value)
  await recordHubBuy(
    "TaxSaleToken buy by plain transfer (the sale's first buy, through the hub)",
    receiver,
    parseEther('1'),
  )
  await recordHubBuy(
    'TaxSaleToken buy by plain transfer (1 coin, a new buyer)',
    thirdAccount,
    parseEther('1'),
  )
  await recordHubBuy(
    'TaxSaleToken buy by plain transfer above the maximum (buys up to it, refunds the rest)',
    thirdAccount,
    parseEther('10'),
  )
  await record(
    'TaxSaleToken startTrading (owner during the sale, through the hub: liquidity on the pair it created, LP locked, owner paid, unsold burned, trading opened)',
    taxSale,
    encodeFunctionData({ abi: taxSaleTokenAbi, functionName: 'startTrading' }),
  )

  // Dividend sale tokens (/co/dd?t=1, /co/ld?t=1): the dividend templates with the same hub sale.
  // A buy also reports the buyer's new balance to the tracker (holder dividends; LP dividends
  // report nothing), and the launch's moves of the reserve are reported too.
  const benchDividendSale = async (template: 'DividendSaleToken' | 'LpDividendSaleToken') => {
    const abi = template === 'DividendSaleToken' ? dividendSaleTokenAbi : lpDividendSaleTokenAbi
    const start = (await publicClient.getBlock({ blockTag: 'latest' })).timestamp
    const token = await deployToken(
      `deploy ${template} (5% tax of which 2% dividends, sale in the hub, 60% to the pool, LP locked 30 days)`,
      () =>
        walletClient.deployContract({
          abi,
          bytecode: templateCode[template],
          args: [
            {
              name: 'Dividend Sale',
              symbol: 'DVS',
              decimals: 18,
              initialSupply: parseEther('200000'),
              owner: account,
              router,
              quoteToken: zeroAddress,
              buyFees: { ...taxShares, marketing: 100, reward: 200 },
              sellFees: { ...taxShares, marketing: 100, reward: 200 },
              marketingWallet: marketing,
              teamWallet: team,
              liquidityReceiver: lpReceiver,
              ...plainTaxOptions({ swapBackThreshold: parseEther('1000') }),
            },
            { tracker, coin: zeroAddress, minHolding: 0n, claimWait: 0n, processGas: 0, excluded: [] },
            hubSaleTerms(lock, start + 86_400n),
            hub,
          ],
        }),
    )
    for (const label of ['1 coin, a new buyer', '1 coin, the same buyer again']) {
      const figure = `${template} buy by plain transfer (${label}, through the hub)`
      await sendAs(walletFor(receiver), figure, token, '0x', parseEther('1'))
    }
    await record(
      `${template} startTrading (owner during the sale, through the hub: liquidity, LP locked, owner paid, unsold burned, trading opened)`,
      token,
      encodeFunctionData({ abi, functionName: 'startTrading' }),
    )
    return token
  }
  const dividendSale = await benchDividendSale('DividendSaleToken')
  const lpDividendSale = await benchDividendSale('LpDividendSaleToken')
  return { hub, taxSale, dividendSale, lpDividendSale }
}

/**
 * Measures CompoundSaleToken (deploy, buys before and after an interval boundary, launch through
 * the hub) into `context.gas`; returns the token.
 */
export async function benchCompoundSale(
  context: GasContext,
  { hub, marketing }: { hub: Address; marketing: Address },
): Promise<{ compoundSale: Address }> {
  const { walletClient, walletFor, account, receiver, thirdAccount, clock } = context
  const { templateCode, record, deployToken, sendAs } = context
  const { router, lock } = context.contracts

  // Compound sale token (/co/cp?t=1), measured after the domains before it so that their
  // figures keep their addresses:
  // the compound token whose sale the same hub holds. Its compounding waits for the launch, so a
  // buy after an interval boundary also pays for the auto-rebase attempt the pause rolls back.
  const compoundSaleStart = clock.timestamp + 600n
  const compoundSale = await deployToken(
    'deploy CompoundSaleToken (auto rebase, 3% buy + 5% sell fee, sale in the hub, 60% to the pool, LP locked 30 days)',
    () =>
      walletClient.deployContract({
        abi: compoundSaleTokenAbi,
        bytecode: templateCode.CompoundSaleToken,
        args: [
          {
            name: 'Compound Sale',
            symbol: 'CPS',
            decimals: 18,
            initialSupply: parseEther('1000000'),
            owner: account,
            router,
            quoteToken: zeroAddress,
            rate: 1_000_000,
            interval: 600n,
            startTime: compoundSaleStart,
            maxSupply: parseEther('100000000'),
            autoRebase: true,
            buyFeeBps: 300,
            sellFeeBps: 500,
            marketingWallet: marketing,
            burnable: false,
            timedRenounceEnabled: false,
            renounceEndsAt: 0n,
          },
          hubSaleTerms(lock, clock.timestamp + 86_400n),
          hub,
        ],
      }),
  )
  const recordCompoundBuy = (label: string, buyer: Address, value: bigint) =>
    sendAs(walletFor(buyer), label, compoundSale, '0x', value)
  await recordCompoundBuy(
    "CompoundSaleToken buy by plain transfer (the sale's first buy, through the hub)",
    receiver,
    parseEther('1'),
  )
  await recordCompoundBuy(
    'CompoundSaleToken buy by plain transfer above the maximum (buys up to it, refunds the rest)',
    thirdAccount,
    parseEther('12'),
  )
  // The next block lands past the first interval boundary: compounding is due but paused.
  clock.timestamp = compoundSaleStart + 600n
  await recordCompoundBuy(
    'CompoundSaleToken buy by plain transfer after an interval boundary (the first buyer again; the paused rebase attempt rolled back)',
    receiver,
    parseEther('1'),
  )
  await record(
    'CompoundSaleToken startTrading (owner during the sale, through the hub: liquidity on the pair it created, LP locked, owner paid, unsold burned, trading and compounding opened)',
    compoundSale,
    encodeFunctionData({ abi: compoundSaleTokenAbi, functionName: 'startTrading' }),
  )
  return { compoundSale }
}

/**
 * The hub sale terms every template here is measured with: 1,000 tokens per coin up to 100 coin,
 * 0.1 to 10 coin per address, 60% of the coin to the pool, LP locked 30 days in `locker`.
 */
function hubSaleTerms(locker: Address, endTime: bigint) {
  return {
    beneficiary: zeroAddress,
    tokensPerCoin: parseEther('1000'),
    hardCap: parseEther('100'),
    softCap: 0n,
    minContribution: parseEther('0.1'),
    maxContribution: parseEther('10'),
    endTime,
    liquidityBps: 6_000,
    router: zeroAddress,
    locker,
    lpLockDuration: 30 * 86_400,
  } as const
}

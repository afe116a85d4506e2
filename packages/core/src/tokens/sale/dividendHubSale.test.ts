import { type Address, erc20Abi, parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { testHubSaleTerms } from '../../../testing/deployTestTokens.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { maxWalletTokenParameters } from '../../../testing/testTokenParameters.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { dividendTrackerAbi } from '../../contracts/DividendTracker.abi.ts'
import { uniswapV2Router02Abi } from '../../contracts/UniswapV2Router02.abi.ts'
import { sharedContractDeployStep } from '../../sharedContracts/sharedContracts.ts'
import { call } from '../../transactions/call.ts'
import { createTokenDeployStep, type DividendSaleTokenParameters } from '../createTokenDeployStep.ts'
import { identifyTokenTemplate } from '../identifyTokenTemplate.ts'
import { readTokenDetails } from '../readTokenDetails.ts'
import {
  isDividendTemplate,
  isHubSaleTemplate,
  isLpDividendTemplate,
  tokenTemplateBytecode,
} from '../tokenTemplates.ts'
import { listSaleTokens } from './listSaleTokens.ts'
import { readSaleState } from './readSaleState.ts'
import { buySaleTokenStep, startTradingStep } from './saleActionSteps.ts'

const chain = useLocalTestChain()
const [creator, buyer] = devAccounts

/**
 * Deploys a dividend sale token the way the create flow does on a chain with neither shared
 * contract: the tracker, then the hub, then the token reading both from the earlier steps.
 */
async function deployDividendSale(template: DividendSaleTokenParameters['template']) {
  const reward = { liquidity: 0, marketing: 100, team: 0, burn: 0, reward: 300, fomo: 0 }
  const parameters: DividendSaleTokenParameters = {
    ...maxWalletTokenParameters(creator, chain.contracts.router, parseEther('200000'), 0n),
    template,
    buyFees: reward,
    sellFees: reward,
    swapBackEnabled: true,
    swapBackThreshold: parseEther('1'),
    dividend: {
      tracker: { fromStep: 0 },
      coin: zeroAddress,
      minHolding: 0n,
      claimWait: 0n,
      processGas: 0,
      excluded: [],
    },
    hub: { fromStep: 1 },
    sale: await testHubSaleTerms(chain),
  }
  const results = await chain.runToDone(
    [
      await sharedContractDeployStep('dividendTracker', 'cancun'),
      await sharedContractDeployStep('saleHub', 'cancun'),
      createTokenDeployStep(parameters, await tokenTemplateBytecode(template, 'cancun'), 'cancun'),
    ],
    creator,
  )
  return {
    tracker: results[0]!.contractAddress!,
    hub: results[1]!.contractAddress!,
    token: results[2]!.contractAddress!,
  }
}

/** What the dividend tracker's `view` says of `account` in `token`'s book. */
const trackerView = (
  tracker: Address,
  view: 'shareOf' | 'withdrawableOf' | 'isExcluded',
  token: Address,
  account: Address,
) =>
  chain.publicClient.readContract({
    address: tracker,
    abi: dividendTrackerAbi,
    functionName: view,
    args: [token, account],
  })

describe('dividend sale tokens (issue 20, /co/dd?t=1 and /co/ld?t=1)', () => {
  it('names the two templates in every family they belong to', () => {
    for (const template of ['dividendSale', 'lpDividendSale'] as const) {
      expect(isHubSaleTemplate(template)).toBe(true)
      expect(isDividendTemplate(template)).toBe(true)
    }
    expect(isLpDividendTemplate('lpDividendSale')).toBe(true)
    expect(isLpDividendTemplate('dividendSale')).toBe(false)
  })

  it('deploys tracker, hub and holder-dividend sale token in one flow; a purchase earns, the hub never does', async () => {
    const { tracker, hub, token } = await deployDividendSale('dividendSale')
    expect(identifyTokenTemplate(await chain.publicClient.getCode({ address: token }))).toBe('dividendSale')
    const sale = await readSaleState(chain.publicClient, { token, account: buyer })
    expect(sale).toMatchObject({ hub, phase: 'active', raised: 0n, beneficiary: creator })

    await chain.runToDone([buySaleTokenStep({ token, value: parseEther('2') })], buyer)
    expect(await trackerView(tracker, 'shareOf', token, buyer)).toBe(parseEther('2000'))
    expect(await trackerView(tracker, 'shareOf', token, hub)).toBe(0n)

    // The token's details read the dividend coin from the tracker's book (the token has no getter).
    const details = await readTokenDetails(chain.publicClient, { address: token, account: buyer })
    expect(details?.template).toBe('dividendSale')
    expect(details?.settings).toMatchObject({
      trackerGenuine: true,
      dividendCoin: zeroAddress,
      dividendTracker: tracker,
    })

    const { sales } = await listSaleTokens(chain.publicClient, { fromBlock: chain.readyBlock, filter: 'all' })
    expect(sales.map((listed) => listed.token)).toContain(token.toLowerCase())

    // After the owner's launch, sells swap back and the dividend share reaches the buyer.
    await chain.runToDone([startTradingStep({ token, hub, byOwner: true })], creator)
    expect((await readSaleState(chain.publicClient, { token })).phase).toBe('trading')
    const deadline = 2n ** 40n
    await chain.runToDone(
      [
        call({
          address: token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.contracts.router, 2n ** 255n],
        }),
        ...[0, 1].map(() =>
          call({
            address: chain.contracts.router,
            abi: uniswapV2Router02Abi,
            functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
            args: [parseEther('200'), 0n, [token, chain.contracts.weth], buyer, deadline],
          }),
        ),
      ],
      buyer,
    )
    expect(await trackerView(tracker, 'withdrawableOf', token, buyer)).toBeGreaterThan(0n)
  })

  it('deploys the LP-dividend sale token, whose buyers earn only once they stake LP', async () => {
    const { tracker, hub, token } = await deployDividendSale('lpDividendSale')
    expect(identifyTokenTemplate(await chain.publicClient.getCode({ address: token }))).toBe('lpDividendSale')
    await chain.runToDone([buySaleTokenStep({ token, value: parseEther('1') })], buyer)
    expect(await trackerView(tracker, 'shareOf', token, buyer)).toBe(0n)
    expect(await trackerView(tracker, 'isExcluded', token, hub)).toBe(true)
    const details = await readTokenDetails(chain.publicClient, { address: token, account: buyer })
    expect(details?.settings.lpBalance).toBe(0n)
  })
})

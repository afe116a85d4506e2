import { type Address, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { passTime } from '../../../testing/chainClock.ts'
import { fakeHubSaleTokenAbi, fakeHubSaleTokenBytecode } from '../../../testing/contracts/FakeHubSaleToken.ts'
import { deployTestHubSale } from '../../../testing/deployTestTokens.ts'
import { expectSaleUntilLaunch } from '../../../testing/expectSaleUntilLaunch.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { contractRefusal } from '../../../testing/planTesting.ts'
import { expectSoldForNative } from '../../../testing/sellForNativeSteps.ts'
import { testSaleFigures } from '../../../testing/testSaleFigures.ts'
import { tokenBalanceReader } from '../../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { tokenSaleHubAbi } from '../../contracts/TokenSaleHub.abi.ts'
import { sharedContractDeployStep } from '../../sharedContracts/sharedContracts.ts'
import { deploy } from '../../transactions/deploy.ts'
import type { MarketingSaleTokenParameters } from '../createTokenDeployStep.ts'
import { identifyTokenTemplate } from '../identifyTokenTemplate.ts'
import { findSaleHub } from './findSaleHub.ts'
import { listSaleTokens } from './listSaleTokens.ts'
import { readSaleState } from './readSaleState.ts'
import { buySaleTokenStep, claimSaleRefundStep, startTradingStep } from './saleActionSteps.ts'

const chain = useLocalTestChain()
const [creator, buyer] = devAccounts
let hub: Address

beforeAll(async () => {
  const [deployed] = await chain.runToDone([await sharedContractDeployStep('saleHub', 'cancun')], creator)
  hub = deployed!.contractAddress!
})

/** A marketing sale token taking 3% of buys and sells for marketing, its sale in the hub. */
const deployMarketingSale = (sale: Partial<MarketingSaleTokenParameters['sale']> = {}) =>
  deployTestHubSale(chain, {
    owner: creator,
    hub,
    sale,
    token: {
      buyFees: { liquidity: 0, marketing: 300, team: 0, burn: 0, reward: 0, fomo: 0 },
      sellFees: { liquidity: 0, marketing: 300, team: 0, burn: 0, reward: 0, fomo: 0 },
    },
  })

describe('hub sale tokens (issue 20, /co/mk?t=1)', () => {
  it('deploys the marketing sale token, recognised by its code, with its sale in the shared hub', async () => {
    const token = await deployMarketingSale()
    expect(identifyTokenTemplate(await chain.publicClient.getCode({ address: token }))).toBe('marketingSale')
    expect(await findSaleHub(chain.publicClient, token)).toBe(hub)
    const sale = await readSaleState(chain.publicClient, { token, account: creator })
    expect(sale).toMatchObject({
      hub,
      name: 'Capped',
      phase: 'active',
      raised: 0n,
      hardCap: parseEther('100'),
      beneficiary: creator,
      owner: creator,
      account: { coin: 0n, tokens: 0n, pendingRefund: 0n },
    })
    expect(sale.launchDeadline).toBe(sale.endTime + 30n * 86_400n)
  })

  it('sells by plain transfer with same-transaction refunds, lists the sale, launches and trades', async () => {
    const token = await deployMarketingSale()
    const [bought] = await chain.runToDone([buySaleTokenStep({ token, value: parseEther('12') })], buyer)
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: bought!.hash! })
    const refunds = parseEventLogs({ abi: tokenSaleHubAbi, logs: receipt.logs, eventName: 'SaleRefunded' })
    expect(refunds.map((log) => log.args)).toEqual([
      { token, account: buyer, amount: parseEther('2'), reason: 3, paid: true },
    ])
    const balance = () => tokenBalanceReader(chain)(token, buyer)
    expect(await balance()).toBe(parseEther('10000'))

    await expectSaleUntilLaunch(chain, { token, buyer, creator })

    // A stranger cannot launch before the end; the owner can, through the token.
    expect(await contractRefusal(chain, [startTradingStep({ token, hub })], buyer)).toBe('noPermission')
    await chain.runToDone([startTradingStep({ token, hub, byOwner: true })], creator)
    expect((await readSaleState(chain.publicClient, { token })).phase).toBe('trading')

    await expectSoldForNative(chain, { token, amount: parseEther('1000'), seller: buyer })
    expect(await balance()).toBe(parseEther('9000'))
  })

  it('lists only registered tokens whose code is a sale template', async () => {
    const now = (await chain.publicClient.getBlock({ blockTag: 'latest' })).timestamp
    const [fake] = await chain.runToDone(
      [
        deploy({
          abi: fakeHubSaleTokenAbi,
          bytecode: fakeHubSaleTokenBytecode,
          args: [
            hub,
            {
              beneficiary: creator,
              ...testSaleFigures,
              endTime: now + 86_400n,
              router: chain.contracts.router,
              locker: zeroAddress,
              lpLockDuration: 0,
            },
          ],
          label: 'FakeHubSaleToken',
        }),
      ],
      creator,
    )
    const impostor = fake!.contractAddress!.toLowerCase()
    const genuine = (await deployMarketingSale()).toLowerCase()
    const { sales } = await listSaleTokens(chain.publicClient, { fromBlock: chain.readyBlock })
    const listed = sales.map((sale) => sale.token)
    expect(listed).toContain(genuine)
    expect(listed).not.toContain(impostor)
  })

  it('refunds through the hub when the soft cap is missed', async () => {
    const token = await deployMarketingSale({ softCap: parseEther('50') })
    await chain.runToDone([buySaleTokenStep({ token, value: parseEther('1') })], buyer)
    await passTime(chain, 86_400)
    const sale = await readSaleState(chain.publicClient, { token, account: buyer })
    expect(sale.phase).toBe('failed')
    await chain.runToDone([claimSaleRefundStep({ token, hub: sale.hub })], buyer)
    expect((await readSaleState(chain.publicClient, { token, account: buyer })).account?.coin).toBe(0n)
  })
})

import { type Address, createTestClient, erc20Abi, http, parseEther, zeroAddress } from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { testHubSaleTerms } from '../../../testing/deployTestTokens.ts'
import { expectSaleUntilLaunch } from '../../../testing/expectSaleUntilLaunch.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { contractRefusal } from '../../../testing/planTesting.ts'
import { expectSoldForNative } from '../../../testing/sellForNativeSteps.ts'
import { tokenBalanceReader } from '../../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { compoundSaleTokenAbi } from '../../contracts/CompoundSaleToken.abi.ts'
import { sharedContractDeployStep } from '../../sharedContracts/sharedContracts.ts'
import { call } from '../../transactions/call.ts'
import { type CompoundSaleTokenParameters, createTokenDeployStep } from '../createTokenDeployStep.ts'
import { identifyTokenTemplate } from '../identifyTokenTemplate.ts'
import { readTokenDetails } from '../readTokenDetails.ts'
import { tokenTemplateBytecode } from '../tokenTemplates.ts'
import { readSaleState } from './readSaleState.ts'
import { buySaleTokenStep, claimSaleRefundStep, startTradingStep } from './saleActionSteps.ts'

const chain = useLocalTestChain()
const [creator, buyer] = devAccounts

/** A compound sale token; the first one on the chain comes with the hub, deployed by the same flow. */
async function deployCompoundSale(
  sale: Partial<CompoundSaleTokenParameters['sale']> = {},
): Promise<{ token: Address; hub: Address }> {
  const now = (await chain.publicClient.getBlock({ blockTag: 'latest' })).timestamp
  const parameters: CompoundSaleTokenParameters = {
    template: 'compoundSale',
    name: 'Growing',
    symbol: 'GROW',
    decimals: 18,
    initialSupply: parseEther('1000000'),
    owner: creator,
    router: chain.contracts.router,
    quoteToken: zeroAddress,
    rate: 1_000_000,
    interval: 3_600n,
    startTime: now + 60n,
    maxSupply: parseEther('100000000'),
    autoRebase: true,
    buyFeeBps: 300,
    sellFeeBps: 500,
    marketingWallet: creator,
    burnable: false,
    timedRenounceEnabled: false,
    renounceEndsAt: 0n,
    hub: { fromStep: 0 },
    sale: await testHubSaleTerms(chain, sale),
  }
  // The shared hub's step is skipped when it exists already, and still reports its address.
  const deployHub = await sharedContractDeployStep('saleHub', 'cancun')
  const deployToken = createTokenDeployStep(
    parameters,
    await tokenTemplateBytecode('compoundSale', 'cancun'),
    'cancun',
  )
  const [hubResult, tokenResult] = await chain.runToDone([deployHub, deployToken], creator)
  return { token: tokenResult!.contractAddress!, hub: hubResult!.contractAddress! }
}

describe('compound sale token (issue 20, /co/cp?t=1)', () => {
  it('deploys with the hub in one flow, recognised by its code, read, sold, launched and traded', async () => {
    const { token, hub } = await deployCompoundSale()
    expect(identifyTokenTemplate(await chain.publicClient.getCode({ address: token }))).toBe('compoundSale')
    const details = await readTokenDetails(chain.publicClient, { address: token })
    expect(details?.template).toBe('compoundSale')
    expect(details?.settings.tradingStartedAt).toBe(0n)

    const [bought] = await chain.runToDone([buySaleTokenStep({ token, value: parseEther('12') })], buyer)
    expect(bought!.status).toBe('confirmed')
    const balance = () => tokenBalanceReader(chain)(token, buyer)
    expect(await balance()).toBe(parseEther('10000'))
    const state = await readSaleState(chain.publicClient, { token, account: buyer })
    expect(state).toMatchObject({ hub, phase: 'active', raised: parseEther('10'), owner: creator })

    await expectSaleUntilLaunch(chain, { token, buyer, creator })

    await chain.runToDone([startTradingStep({ token, hub, byOwner: true })], creator)
    expect((await readSaleState(chain.publicClient, { token })).phase).toBe('trading')
    expect(
      await chain.publicClient.readContract({
        address: token,
        abi: compoundSaleTokenAbi,
        functionName: 'tradingStartedAt',
      }),
    ).toBeGreaterThan(0n)

    await expectSoldForNative(chain, { token, amount: parseEther('1000'), seller: buyer })
    // No interval has passed on the node's clock in this test, so no growth: exactly 1,000 left.
    expect(await balance()).toBe(parseEther('9000'))
  })

  it('a missed soft cap refunds through the hub, and the hub exemption change is a readable error', async () => {
    const now = (await chain.publicClient.getBlock({ blockTag: 'latest' })).timestamp
    const { token, hub } = await deployCompoundSale({ softCap: parseEther('50'), endTime: now + 120n })
    await chain.runToDone([buySaleTokenStep({ token, value: parseEther('1') })], buyer)

    const unexempt = call({
      address: token,
      abi: compoundSaleTokenAbi,
      functionName: 'setFeeExempt',
      args: [hub, false],
    })
    expect(await contractRefusal(chain, [unexempt], creator)).toBe('saleHubExemptionFixed')

    const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(chain.node.url) })
    await testClient.increaseTime({ seconds: 3_600 })
    await testClient.mine({ blocks: 1 })
    expect((await readSaleState(chain.publicClient, { token, account: buyer })).phase).toBe('failed')
    const before = await chain.publicClient.getBalance({ address: buyer })
    const [claimed] = await chain.runToDone([claimSaleRefundStep({ token, hub })], buyer)
    expect(claimed!.status).toBe('confirmed')
    expect(await chain.publicClient.getBalance({ address: buyer })).toBeGreaterThan(before)
    expect(
      await chain.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [buyer],
      }),
    ).toBe(0n)
  })
})

import { type Address, parseEventLogs } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { devAccounts, installTestSharedContracts } from '../../testing/localTestChain.ts'
import { nodeDownClient } from '../../testing/planTesting.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { bulkInscriberAbi } from '../contracts/BulkInscriber.abi.ts'
import { runSteps } from '../transactions/runSteps.ts'
import { generateRandomWallets } from '../wallets/generateWallets.ts'
import { type BulkMintRunPlan, planBulkMintRun } from './bulk/planBulkMintRun.ts'
import { inscriptionToHex } from './inscriptionFromHex.ts'
import { newOnlineMintRun, onlineMintRange, onlineMintsSent } from './onlineMintRun.ts'
import { type OnlineMintPlan, planOnlineMint } from './planOnlineMint.ts'

/**
 * The bulk mint screens' plans (issue 78): Bulk mint's start (the engine's plan and the funding
 * transfers, read at the newest block) and Online bulk mint's run (one transaction per mint or the
 * bulk contract's calls, a stored run resumed from its confirmed transactions), each refusing what
 * the screen would refuse and saying a node that fails as `unread`.
 */
const chain = useLocalTestChain()
const [, main] = devAccounts
let bulkContract: Address
const bscMint = 'data:,{"p":"bsc-20","op":"mint","tick":"plan","amt":"100"}'
const ascMint = 'data:,{"p":"asc-20","op":"mint","tick":"plan","amt":"100"}'
const ercMint = (id: number) => `data:,{"p":"erc-20","op":"mint","tick":"plan","id":"${id}","amt":"100"}`

const ready = <Plan extends BulkMintRunPlan | OnlineMintPlan>(plan: Plan) => {
  if (plan.status !== 'ready') throw new Error(`planned ${JSON.stringify(plan, (_, v) => String(v))}`)
  return plan as Extract<Plan, { status: 'ready' }>
}
const nonceOf = (address: Address) => chain.publicClient.getTransactionCount({ address, blockTag: 'latest' })

beforeAll(async () => {
  ;({ bulkBrc20Mint: bulkContract } = await installTestSharedContracts(chain))
}, 180_000)

describe('planBulkMintRun', () => {
  const wallets = generateRandomWallets({ count: 3 }).map((wallet) => wallet.address)

  it('plans the mints per sub-wallet and funds each with what it lacks at the newest block', async () => {
    const plan = ready(
      await planBulkMintRun(chain.publicClient, { text: bscMint, p: 'bsc-20', mints: 7, wallets }),
    )
    expect(plan.plan.wallets.map((wallet) => wallet.mints)).toEqual([3, 2, 2])
    expect(plan.plan.data).toBe(inscriptionToHex(bscMint))
    expect(plan.steps.map((step) => step.type)).toEqual(['transfer', 'transfer', 'transfer'])
    await chain.runToDone(plan.steps, main)
    for (const wallet of plan.plan.wallets)
      expect(await chain.publicClient.getBalance({ address: wallet.address })).toBe(wallet.funding)
    // Funded: a start planned again now asks the main wallet for nothing.
    const again = ready(
      await planBulkMintRun(chain.publicClient, { text: bscMint, p: 'bsc-20', mints: 7, wallets }),
    )
    expect(again.plan.totalFunding).toBe(0n)
    expect(again.steps).toEqual([])
  })

  it("sends a numbered mint's texts, one id each, and ignores texts for a mint that is not numbered", async () => {
    const texts = [ercMint(1), ercMint(2)]
    const numbered = ready(
      await planBulkMintRun(chain.publicClient, { text: ercMint(1), p: 'erc-20', texts, mints: 5, wallets }),
    )
    expect(numbered.plan.datas).toEqual(texts.map(inscriptionToHex))
    expect(numbered.plan.wallets.reduce((sum, wallet) => sum + wallet.mints, 0)).toBe(2)
    const plain = ready(
      await planBulkMintRun(chain.publicClient, { text: bscMint, p: 'bsc-20', texts, mints: 5, wallets }),
    )
    expect(plain.plan.datas).toBeUndefined()
    expect(plain.plan.wallets.reduce((sum, wallet) => sum + wallet.mints, 0)).toBe(5)
  })

  it('refuses no sub-wallet and a count out of bounds without reading, and says a failed read as unread', async () => {
    const refused = (mints: number, on: readonly Address[] = wallets) =>
      planBulkMintRun(nodeDownClient(), { text: bscMint, p: 'bsc-20', mints, wallets: on })
    expect(await refused(5, [])).toEqual({ status: 'refused', reason: 'noSubWallets' })
    expect(await refused(0)).toEqual({ status: 'refused', reason: 'mintCount' })
    expect(await refused(1_001)).toEqual({ status: 'refused', reason: 'mintCount' })
    expect((await refused(5)).status).toBe('unread')
  })
})

describe('planOnlineMint', () => {
  it('plans one self-transaction per mint, and resumes a stored run after its confirmed ones', async () => {
    const run = newOnlineMintRun({ text: bscMint, p: 'bsc-20', method: 'each', count: 3 })
    const plan = ready(await planOnlineMint(chain.publicClient, { run }))
    expect(plan.steps.map((step) => step.type)).toEqual(['sendData', 'sendData', 'sendData'])
    expect(plan.resume).toBeUndefined()
    // The first transaction was confirmed before a reload.
    const [first] = await chain.runToDone(plan.steps.slice(0, 1), main)
    const before = await nonceOf(main)
    const resumed = ready(
      await planOnlineMint(chain.publicClient, { run: { ...run, hashes: [first!.hash!] } }),
    )
    expect(resumed.resume?.results).toHaveLength(1)
    const finished = await runSteps({
      publicClient: chain.publicClient,
      walletClient: chain.walletClient,
      account: main,
      steps: resumed.steps,
      resume: resumed.resume,
    })
    expect(finished.status).toBe('done')
    expect((await nonceOf(main)) - before).toBe(2)
  })

  it("plans the bulk contract's calls of up to 500 for the account model, each mint an event for the sender", async () => {
    const run = newOnlineMintRun({
      text: ascMint,
      p: 'asc-20',
      method: 'contract',
      count: 3,
      contract: bulkContract,
    })
    const plan = ready(await planOnlineMint(chain.publicClient, { run }))
    const [call] = await chain.runToDone(plan.steps, main)
    const events = parseEventLogs({ abi: bulkInscriberAbi, logs: call?.receipt?.logs ?? [] })
    expect(events.map((event) => event.args)).toEqual(
      Array.from({ length: 3 }, () => ({ initialOwner: main, contentURI: ascMint })),
    )
    expect(onlineMintsSent(run, 1)).toBe(500)
    expect(onlineMintRange({ method: 'contract', count: 1_200 }, 2)).toEqual({ from: 1_001, to: 1_200 })
  })

  it('refuses what would not count or could not go, and says a failed read as unread', async () => {
    const refusal = async (plan: Promise<OnlineMintPlan>) => {
      const planned = await plan
      return planned.status === 'refused' ? planned.reason : planned.status
    }
    const contractRun = {
      text: ascMint,
      method: 'contract' as const,
      count: 3,
      contract: bulkContract,
      hashes: [],
    }
    // BSC-20 counts calldata only: the contract's events would not count.
    expect(await refusal(planOnlineMint(nodeDownClient(), { run: { ...contractRun, text: bscMint } }))).toBe(
      'onePerTransaction',
    )
    expect(newOnlineMintRun({ text: bscMint, p: 'bsc-20', method: 'contract', count: 3 }).method).toBe('each')
    expect(
      await refusal(
        planOnlineMint(nodeDownClient(), { run: { ...contractRun, method: 'each', count: 101 } }),
      ),
    ).toBe('mintCount')
    expect(
      await refusal(
        planOnlineMint(nodeDownClient(), {
          run: { ...contractRun, text: 'data:,{"p":"asc-20","op":"deploy"}' },
        }),
      ),
    ).toBe('notMint')
    // An account without code, and a contract that is not the bulk inscriber.
    for (const contract of [main, chain.contracts.lock])
      expect(await refusal(planOnlineMint(chain.publicClient, { run: { ...contractRun, contract } }))).toBe(
        'noContract',
      )
    expect(await refusal(planOnlineMint(nodeDownClient(), { run: contractRun }))).toBe('unread')
  })
})

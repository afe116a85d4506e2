import { type Address, createPublicClient, custom, type PublicClient, parseUnits } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalTestChain, startLocalTestChain } from '../../../testing/localTestChain.ts'
import { runSteps } from '../../transactions/runSteps.ts'
import type { Step } from '../../transactions/types.ts'
import { createTokenDeployStep } from '../createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '../tokenTemplates.ts'
import { createInscriptionMintStep } from './createInscriptionMintStep.ts'
import { type InscriptionMintPlan, planInscriptionMint } from './planInscriptionMint.ts'

/**
 * The inscription mint screen's plan (issue 78): the token and the account's mints are read at the
 * newest block, a mint it would refuse is refused in the words its revert gets (checked against the
 * contract: the same step, sent anyway, fails with the same key), and a node that fails is unread.
 */
let chain: LocalTestChain
let creator: Address
let minter: Address
let token: Address

const unit = (whole: string) => parseUnits(whole, 18)
const down = () =>
  createPublicClient({
    chain: hardhat,
    transport: custom({
      request: async () => {
        throw new Error('connect ECONNREFUSED')
      },
    }),
  }) as PublicClient
const stepsOf = (plan: InscriptionMintPlan): Step[] => {
  if (plan.status !== 'ready') throw new Error(`planned ${JSON.stringify(plan, (_, v) => String(v))}`)
  return plan.steps
}

/** The key the token's revert gets when a mint is sent anyway (the runner simulates first). */
async function contractRefusal(account: Address): Promise<string | undefined> {
  const outcome = await runSteps({
    publicClient: chain.publicClient,
    walletClient: chain.walletClient,
    account,
    steps: [createInscriptionMintStep({ token, method: 'call' })],
  })
  return outcome.status === 'failed' ? outcome.message.key : undefined
}

beforeAll(async () => {
  chain = await startLocalTestChain()
  ;[creator, minter] = chain.accounts as [Address, Address]
  const step = createTokenDeployStep(
    {
      template: 'inscription',
      name: 'Planned Inscription',
      symbol: 'plan',
      decimals: 18,
      maxSupply: unit('3000'),
      amountPerMint: unit('1000'),
      mintsPerAddress: 2n,
      creatorAllocation: 0n,
      allocationRecipient: creator,
    },
    await tokenTemplateBytecode('inscription', 'cancun'),
    'cancun',
  )
  const [deployed] = await chain.runToDone([step], creator)
  token = deployed!.contractAddress!
}, 120_000)

afterAll(async () => {
  await chain?.stop()
})

describe('planInscriptionMint', () => {
  it('mints by either method until the limit, then refuses as the token does', async () => {
    const byTransfer = await planInscriptionMint(chain.publicClient, {
      token,
      account: minter,
      method: 'transfer',
    })
    expect(byTransfer).toMatchObject({ status: 'ready', progress: { mintsLeft: 3n, account: { mints: 0n } } })
    expect(stepsOf(byTransfer)).toMatchObject([{ type: 'transfer', to: token, value: 0n }])
    await chain.runToDone(stepsOf(byTransfer), minter)
    const byCall = await planInscriptionMint(chain.publicClient, { token, account: minter, method: 'call' })
    expect(stepsOf(byCall)).toMatchObject([{ type: 'call', functionName: 'mint' }])
    await chain.runToDone(stepsOf(byCall), minter)

    const limit = await planInscriptionMint(chain.publicClient, { token, account: minter, method: 'call' })
    expect(limit).toEqual({
      status: 'refused',
      reason: { key: 'inscriptionMintLimitReached', params: { mints: '2' } },
    })
    expect(await contractRefusal(minter)).toBe('inscriptionMintLimitReached')
  })

  it('refuses a mint once another wallet minted the last', async () => {
    await chain.runToDone(
      stepsOf(await planInscriptionMint(chain.publicClient, { token, account: creator, method: 'call' })),
      creator,
    )
    const soldOut = await planInscriptionMint(chain.publicClient, {
      token,
      account: creator,
      method: 'transfer',
    })
    expect(soldOut).toEqual({ status: 'refused', reason: { key: 'inscriptionSoldOut', params: {} } })
    expect(await contractRefusal(creator)).toBe('inscriptionSoldOut')
  })

  it('says an address that is no inscription token as missing, and a node that fails as unread', async () => {
    expect(
      await planInscriptionMint(chain.publicClient, {
        token: chain.contracts.usdt,
        account: minter,
        method: 'call',
      }),
    ).toEqual({ status: 'missing' })
    expect((await planInscriptionMint(down(), { token, account: minter, method: 'call' })).status).toBe(
      'unread',
    )
  })
})

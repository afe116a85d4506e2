import { type Address, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { deployTemplateToken } from '../../../testing/deployTestTokens.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { contractRefusal, nodeDownClient, readyStepsOf } from '../../../testing/planTesting.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { createInscriptionMintStep } from './createInscriptionMintStep.ts'
import { planInscriptionMint } from './planInscriptionMint.ts'

/**
 * The inscription mint screen's plan (issue 78): the token and the account's mints are read at the
 * newest block, a mint it would refuse is refused in the words its revert gets (checked against the
 * contract: the same step, sent anyway, fails with the same key), and a node that fails is unread.
 */
const chain = useLocalTestChain()
const [creator, minter] = devAccounts
let token: Address

const unit = (whole: string) => parseUnits(whole, 18)

beforeAll(async () => {
  token = await deployTemplateToken(
    chain,
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
    creator,
  )
}, 120_000)

describe('planInscriptionMint', () => {
  it('mints by either method until the limit, then refuses as the token does', async () => {
    const byTransfer = await planInscriptionMint(chain.publicClient, {
      token,
      account: minter,
      method: 'transfer',
    })
    expect(byTransfer).toMatchObject({ status: 'ready', progress: { mintsLeft: 3n, account: { mints: 0n } } })
    expect(readyStepsOf(byTransfer)).toMatchObject([{ type: 'transfer', to: token, value: 0n }])
    await chain.runToDone(readyStepsOf(byTransfer), minter)
    const byCall = await planInscriptionMint(chain.publicClient, { token, account: minter, method: 'call' })
    expect(readyStepsOf(byCall)).toMatchObject([{ type: 'call', functionName: 'mint' }])
    await chain.runToDone(readyStepsOf(byCall), minter)

    const limit = await planInscriptionMint(chain.publicClient, { token, account: minter, method: 'call' })
    expect(limit).toEqual({
      status: 'refused',
      reason: { key: 'inscriptionMintLimitReached', params: { mints: '2' } },
    })
    expect(await contractRefusal(chain, [createInscriptionMintStep({ token, method: 'call' })], minter)).toBe(
      'inscriptionMintLimitReached',
    )
  })

  it('refuses a mint once another wallet minted the last', async () => {
    await chain.runToDone(
      readyStepsOf(
        await planInscriptionMint(chain.publicClient, { token, account: creator, method: 'call' }),
      ),
      creator,
    )
    const soldOut = await planInscriptionMint(chain.publicClient, {
      token,
      account: creator,
      method: 'transfer',
    })
    expect(soldOut).toEqual({ status: 'refused', reason: { key: 'inscriptionSoldOut', params: {} } })
    expect(
      await contractRefusal(chain, [createInscriptionMintStep({ token, method: 'call' })], creator),
    ).toBe('inscriptionSoldOut')
  })

  it('says an address that is no inscription token as missing, and a node that fails as unread', async () => {
    expect(
      await planInscriptionMint(chain.publicClient, {
        token: chain.contracts.usdt,
        account: minter,
        method: 'call',
      }),
    ).toEqual({ status: 'missing' })
    expect(
      (await planInscriptionMint(nodeDownClient(), { token, account: minter, method: 'call' })).status,
    ).toBe('unread')
  })
})

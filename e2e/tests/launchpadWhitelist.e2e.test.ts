import { readPresale } from '@tokenbox/core/launchpad/readPresale.ts'
import { presaleLimits } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import { devAccounts } from '@tokenbox/core/testing/localTestChain.ts'
import { type Address, parseEther, toHex, zeroHash } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { advanceChain } from '../harness/advanceChain.ts'
import { deploySaleToken, ensureLaunchpadFactory, presaleActionDone } from '../harness/launchpadPage.ts'
import { setPickerDate } from '../harness/pageInput.ts'
import { pageSuite } from '../harness/pageSuite.ts'

const [, creator, alice, bob] = devAccounts

const hour = 3_600

/**
 * A whitelist too long to store (issue 22): created on /la/st with one more address than the stored
 * limit, so only its Merkle root goes on-chain and the list travels in the creation's event data;
 * a listed buyer buys with the proof the sale page builds from it, a buyer not on it gets the
 * whitelist message and no buy button, and from the public time anyone buys.
 */
describe('launchpad: Merkle whitelist, then public', () => {
  let token: Address
  let presale: Address

  const label = () => suite.page.getByTestId('presale-label').getAttribute('data-label')

  const suite = pageSuite({
    prepare: async (stack) => {
      token = await deploySaleToken(stack, creator)
    },
    viewport: { width: 1440, height: 900 },
    connect: { path: '/la/st', account: () => creator },
  })

  const actionDone = (kind: string) => presaleActionDone(suite.page, kind)

  it('creates a whitelisted presale whose long list becomes a Merkle root, public later', async () => {
    await ensureLaunchpadFactory(suite.page)
    await suite.page.getByTestId('presale-token').fill(token)
    await suite.page.getByTestId('presale-token-info').waitFor()
    await suite.page.getByTestId('presale-softCap').fill('0.5')
    await suite.page.getByTestId('presale-hardCap').fill('3')
    await suite.page.getByTestId('presale-minBuy').fill('0.1')
    await suite.page.getByTestId('presale-maxBuy').fill('1')
    await suite.page.getByTestId('presale-whitelist').click()
    const others = Array.from({ length: presaleLimits.maxStoredWhitelist }, (_, index) =>
      privateKeyToAddress(toHex(index + 1, { size: 32 })),
    )
    await suite.page.getByTestId('presale-tier-0').fill([...others, alice].join('\n'))
    await suite.page.getByTestId('presale-merkle-hint').waitFor()
    // The picker keeps whole minutes.
    const publicAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 4 * hour * 1000)
    await setPickerDate(suite.page, 'presale-publicTime', publicAt, { seconds: true })
    await suite.page.getByTestId('presale-create-submit').click()
    const outcome = suite.page.locator(
      '[data-testid="presale-created"], [data-testid="presale-create-error"]',
    )
    await outcome.first().waitFor({ timeout: 90_000 })
    expect(await suite.page.getByTestId('presale-create-error').count()).toBe(0)
    presale = (await suite.page.getByTestId('presale-created-address').textContent()) as Address
    const state = await readPresale(suite.stack.publicClient, { presale })
    expect(state?.whitelist).toBe(true)
    expect(state?.merkleRoot).not.toBe(zeroHash)
    expect(state?.publicAt).toBe(BigInt(publicAt.getTime() / 1000))
  })

  it('sells to a listed buyer with the proof, refuses one not listed until the public time', async () => {
    await advanceChain(suite.stack.rpcUrl, 2 * hour)
    await suite.wallet.setAccount(alice)
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${presale}`)
    await expect.poll(label, { timeout: 20_000 }).toBe('live')
    await suite.page.getByTestId('presale-buy-amount').fill('0.5')
    await suite.page.getByTestId('presale-buy').click()
    await actionDone('contribute')
    expect(
      (await readPresale(suite.stack.publicClient, { presale, account: alice }))?.position?.contributed,
    ).toEqual([parseEther('0.5')])

    await suite.wallet.setAccount(bob)
    const bobSent = await suite.stack.publicClient.getTransactionCount({ address: bob })
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${presale}`)
    await suite.page
      .getByText('Your address is not on the whitelist yet, or its tier has not opened.')
      .waitFor()
    expect(await suite.page.getByTestId('presale-buy').count()).toBe(0)
    expect(await suite.stack.publicClient.getTransactionCount({ address: bob })).toBe(bobSent)

    await advanceChain(suite.stack.rpcUrl, 3 * hour)
    await suite.page.goto(`${suite.stack.baseUrl}/la/st?presale=${presale}`)
    await suite.page.getByTestId('presale-buy-amount').fill('0.5')
    await suite.page.getByTestId('presale-buy').click()
    await actionDone('contribute')
    const state = await readPresale(suite.stack.publicClient, { presale, account: bob })
    expect(state?.position?.contributed).toEqual([parseEther('0.5')])
    expect(state?.contributors).toBe(2n)
  })
})

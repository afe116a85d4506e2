import { type Address, decodeFunctionData, erc20Abi, getAddress, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import { nodeDownClient, readyStepsOf } from '../../testing/planTesting.ts'
import { createTestMultisig } from '../../testing/testMultisig.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { multisigOrderActionStep, submittedMultisigOrder } from './multisigSteps.ts'
import { planMultisigOrder } from './planMultisigOrder.ts'

/**
 * The New order form's plan (issue 78): the signer and a token's decimals are read at the newest
 * block, the draft is encoded, and what the wallet holds is set against what the order sends; a
 * non-signer is refused as the wallet refuses it, and a node that fails is unread, never "enough".
 */
const chain = useLocalTestChain()
const [a, b, c, outsider] = devAccounts
let wallet: Address

const plan = (account: Address | undefined, draft: Parameters<typeof planMultisigOrder>[1]['draft']) =>
  planMultisigOrder(chain.publicClient, { wallet, account, draft })

beforeAll(async () => {
  wallet = await createTestMultisig(chain, {
    creator: a,
    signers: [a, b, c],
    threshold: 2,
    funds: parseEther('5'),
  })
}, 120_000)

describe('planMultisigOrder', () => {
  it('plans a send the wallet covers, and holds back one above its balance with the shortfall', async () => {
    const covered = await plan(b, { kind: 'native', to: outsider, amount: '1.25' })
    expect(covered).toMatchObject({
      status: 'ready',
      order: { destination: outsider, value: parseEther('1.25'), data: '0x' },
      shortfall: undefined,
    })
    const [submitted] = await chain.runToDone(readyStepsOf(covered), b)
    expect(submittedMultisigOrder(submitted!.receipt!.logs)).toBe(0n)

    const above = await plan(b, { kind: 'native', to: outsider, amount: '1000' })
    expect(above).toMatchObject({
      status: 'ready',
      shortfall: { asset: 'native', held: parseEther('5'), needed: parseEther('1000') },
    })
  })

  it("reads a token transfer's decimals from the token, and refuses a contract that is no token", async () => {
    const tokens = await plan(a, { kind: 'token', token: chain.contracts.usdt, to: outsider, amount: '12.5' })
    if (tokens.status !== 'ready') throw new Error(tokens.status)
    expect(tokens.order.destination).toBe(chain.contracts.usdt)
    expect(decodeFunctionData({ abi: erc20Abi, data: tokens.order.data }).args).toEqual([
      outsider,
      parseUnits('12.5', 6),
    ])
    // The wallet holds no USDT: the transfer is above what it holds.
    expect(tokens.shortfall).toMatchObject({ asset: 'token', held: 0n, needed: 12_500_000n, symbol: 'USDT' })
    expect(await plan(a, { kind: 'token', token: wallet, to: outsider, amount: '1' })).toEqual({
      status: 'refused',
      reason: 'notToken',
    })
  })

  it("says a draft that does not encode in the encoder's words", async () => {
    expect(
      await plan(a, { kind: 'call', to: outsider, abi: '{"type":"event"}', functionName: 'x', args: [] }),
    ).toMatchObject({ status: 'invalid', code: 'invalidAbi' })
    expect(await plan(a, { kind: 'native', to: outsider, amount: '0.0000000000000000001' })).toEqual({
      status: 'invalid',
      code: 'invalidAmount',
      detail: '0.0000000000000000001',
    })
  })

  it('refuses a non-signer as the wallet does, reading the signers at the newest block', async () => {
    expect(await plan(outsider, { kind: 'native', to: outsider, amount: '1' })).toEqual({
      status: 'refused',
      reason: 'noPermission',
    })
    // No wallet connected: refused without a read.
    expect(
      await planMultisigOrder(nodeDownClient(), {
        wallet,
        account: undefined,
        draft: { kind: 'changeThreshold', threshold: 1 },
      }),
    ).toEqual({ status: 'refused', reason: 'noPermission' })

    // c is removed by an order the others confirm and execute: its next order is refused, and the
    // wallet's own submit refuses it in the same words.
    const removal = await plan(a, { kind: 'removeSigner', signer: c, threshold: 2 })
    const [submitted] = await chain.runToDone(readyStepsOf(removal), a)
    const id = submittedMultisigOrder(submitted!.receipt!.logs)!
    await chain.runToDone([multisigOrderActionStep(wallet, 'confirm', id)], b)
    await chain.runToDone([multisigOrderActionStep(wallet, 'execute', id)], b)
    const late = await plan(c, { kind: 'native', to: getAddress(outsider), amount: '0.1' })
    expect(late).toEqual({ status: 'refused', reason: 'noPermission' })
    const sent = await chain.run(
      readyStepsOf(await plan(a, { kind: 'native', to: outsider, amount: '0.1' })),
      c,
    )
    expect(sent.status === 'failed' && sent.message.key).toBe('noPermission')
  })

  it('says a node that fails as unread, never as a refusal or as enough funds', async () => {
    const unread = await planMultisigOrder(nodeDownClient(), {
      wallet,
      account: a,
      draft: { kind: 'native', to: outsider, amount: '1' },
    })
    expect(unread.status).toBe('unread')
  })
})

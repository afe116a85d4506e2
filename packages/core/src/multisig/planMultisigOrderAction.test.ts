import { type Address, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import { nodeDownClient, planRefusal, readyStepsOf, throughProviderProxy } from '../../testing/planTesting.ts'
import { createTestMultisig } from '../../testing/testMultisig.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { encodeMultisigOrder } from './encodeMultisigOrder.ts'
import { submitMultisigOrderStep } from './multisigSteps.ts'
import { type PlanMultisigOrderActionParameters, planMultisigOrderAction } from './planMultisigOrderAction.ts'
import { readMultisig } from './readMultisig.ts'

/**
 * The order card's plan (issue 78): the wallet is read at the newest block and an action it no
 * longer allows the account is refused in the words the wallet's own refusal gets; a ready step is
 * the one the wallet accepts; an execution the wallet cannot pay is left to the estimate; a node
 * that fails is `unread`.
 */
const chain = useLocalTestChain()
const [a, b, c, outsider] = devAccounts
let wallet: Address

const plan = (parameters: Omit<PlanMultisigOrderActionParameters, 'wallet'>, client = chain.publicClient) =>
  planMultisigOrderAction(client, { wallet, ...parameters })
const refused = planRefusal
async function submitSend(amount: string): Promise<bigint> {
  const order = encodeMultisigOrder(wallet, { kind: 'native', to: outsider, amount })
  await chain.runToDone([submitMultisigOrderStep(wallet, order)], a)
  return (await readMultisig(chain.publicClient, { wallet })).orderCount - 1n
}
const orderOf = async (id: bigint) =>
  (await readMultisig(chain.publicClient, { wallet })).orders.find((order) => order.id === id)!

beforeAll(async () => {
  wallet = await createTestMultisig(chain, {
    creator: a,
    signers: [a, b, c],
    threshold: 2,
    funds: parseEther('1'),
  })
}, 120_000)

describe('planMultisigOrderAction', () => {
  it('refuses what the wallet refuses as read now, and plans what it accepts', async () => {
    const id = await submitSend('0.5')
    expect(await plan({ account: outsider, id, action: 'confirm' })).toEqual(refused('noPermission'))
    expect(await plan({ account: outsider, id, action: 'cancel' })).toEqual(refused('noPermission'))
    // The submitter's confirmation counts already.
    expect(await plan({ account: a, id, action: 'confirm' })).toEqual(refused('alreadyConfirmed'))
    expect(await plan({ account: b, id, action: 'revoke' })).toEqual(refused('notConfirmed'))
    expect(await plan({ account: a, id, action: 'execute' })).toEqual(
      refused('notEnoughConfirmations', { confirmations: '1', threshold: '2' }),
    )
    expect(await plan({ account: a, id: id + 5n, action: 'confirm' })).toEqual(
      refused('orderNotFound', { id: (id + 5n).toString() }),
    )

    await chain.runToDone(readyStepsOf(await plan({ account: b, id, action: 'confirm' })), b)
    expect((await orderOf(id)).confirmations).toHaveLength(2)
    // c never confirmed, and may still execute once two have.
    const execute = await plan({ account: c, id, action: 'execute' })
    expect(execute).toMatchObject({ status: 'ready', action: 'execute', steps: [{ address: wallet }] })
    const before = await chain.publicClient.getBalance({ address: outsider })
    await chain.runToDone(readyStepsOf(execute), c)
    expect(await chain.publicClient.getBalance({ address: outsider })).toBe(before + parseEther('0.5'))

    // The card's read was before the execution: every action on it is refused as it stands now.
    for (const action of ['confirm', 'revoke', 'execute', 'cancel'] as const)
      expect(await plan({ account: a, id, action })).toEqual(refused('orderExecuted', { id: id.toString() }))
  })

  it('leaves an order the wallet cannot pay to the estimate, and cancels it through a cancel order', async () => {
    const id = await submitSend('10')
    await chain.runToDone(readyStepsOf(await plan({ account: b, id, action: 'confirm' })), b)
    const execute = await plan({ account: a, id, action: 'execute' })
    expect(execute.status).toBe('ready')
    // The wallet holds 0.5: the call fails, and the wallet says which order.
    await expect(chain.runToDone(readyStepsOf(execute), a)).rejects.toThrow('orderCallFailed')

    // a revokes, then proposes cancelling it: a cancel order naming it, confirmed by a.
    await chain.runToDone(readyStepsOf(await plan({ account: a, id, action: 'revoke' })), a)
    const cancel = await plan({ account: b, id, action: 'cancel' })
    expect(cancel).toMatchObject({ status: 'ready', action: 'cancel', steps: [{ address: wallet }] })
    await chain.runToDone(readyStepsOf(cancel), b)
    const cancelId = id + 1n
    expect((await orderOf(id)).pendingCancels).toEqual([cancelId])
    await chain.runToDone(readyStepsOf(await plan({ account: c, id: cancelId, action: 'confirm' })), c)
    await chain.runToDone(readyStepsOf(await plan({ account: c, id: cancelId, action: 'execute' })), c)
    expect((await orderOf(id)).status).toBe('cancelled')
    expect(await plan({ account: a, id, action: 'confirm' })).toEqual(
      refused('orderCancelled', { id: id.toString() }),
    )
  })

  it('says a node that fails as unread, and plans through a provider-like endpoint', async () => {
    const id = await submitSend('0.1')
    expect((await plan({ account: a, id, action: 'revoke' }, nodeDownClient())).status).toBe('unread')
    await throughProviderProxy(chain, { latencyMs: 120, requestsPerSecond: 10 }, async (client, proxy) => {
      proxy.resetCounts()
      expect(await plan({ account: b, id, action: 'confirm' }, client)).toMatchObject({ status: 'ready' })
      // The newest block, then two aggregate calls at it (the order is asked only once it exists).
      expect(proxy.counts()).toMatchObject({ eth_getBlockByNumber: 1, eth_call: 2 })
    })
  })
})

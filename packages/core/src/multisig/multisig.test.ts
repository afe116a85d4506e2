import {
  type Address,
  encodeFunctionData,
  getAddress,
  parseEther,
  parseEventLogs,
  parseUnits,
  zeroAddress,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import { createTestMultisig } from '../../testing/testMultisig.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { multisigFactoryAbi } from '../contracts/MultisigFactory.abi.ts'
import { sampleStablecoinAbi } from '../contracts/SampleStablecoin.abi.ts'
import { transferAsset } from '../transactions/transfer.ts'
import { describeMultisigOrder } from './describeMultisigOrder.ts'
import { encodeMultisigOrder, MultisigOrderInputError, parseAbiArgument } from './encodeMultisigOrder.ts'
import { findMultisigWallets } from './findMultisigWallets.ts'
import { checkMultisigOrderFunds } from './multisigFunds.ts'
import {
  createMultisigWalletStep,
  multisigOrderActionStep,
  proposeMultisigCancelStep,
  submitMultisigOrderStep,
  submittedMultisigOrder,
} from './multisigSteps.ts'
import { newMultisigSalt, predictMultisigAddress } from './predictMultisigAddress.ts'
import { NotAMultisigWalletError, readMultisig } from './readMultisig.ts'
import { validateMultisigSetup } from './validateMultisigSetup.ts'

const chain = useLocalTestChain()
const [a, b, c, outsider] = devAccounts
let wallet: Address

beforeAll(async () => {
  const salt = newMultisigSalt()
  const predicted = await predictMultisigAddress(chain.publicClient, {
    factory: chain.contracts.multisig,
    creator: a,
    salt,
  })
  wallet = await createTestMultisig(chain, {
    creator: a,
    signers: [a, b, c],
    threshold: 2,
    funds: parseEther('5'),
    salt,
  })
  expect(wallet).toBe(predicted)
}, 120_000)

describe('validateMultisigSetup', () => {
  it('refuses empty, bad, zero and repeated signers and thresholds outside 1..n', () => {
    const good = getAddress('0x70997970c51812dc3a010c7d01b50e678d3c4c8b')
    const result = validateMultisigSetup(['', 'hello', zeroAddress, good, good.toLowerCase()], 6)
    expect(result.signers).toEqual(['empty', 'illegalAddress', 'illegalAddress', undefined, 'duplicate'])
    expect(result.threshold).toBe('invalidThreshold')
    expect(result.valid).toBe(false)
    expect(validateMultisigSetup([good], 1).valid).toBe(true)
    expect(validateMultisigSetup([good], 0).threshold).toBe('invalidThreshold')
    expect(validateMultisigSetup([], 1).count).toBe('tooFew')
  })
})

describe('encodeMultisigOrder and describeMultisigOrder', () => {
  const to = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
  const token = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
  const self = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')

  it('recognises every kind it encodes', () => {
    expect(
      describeMultisigOrder(self, encodeMultisigOrder(self, { kind: 'native', to, amount: '1.5' })),
    ).toEqual({
      kind: 'native',
      to,
      value: parseEther('1.5'),
    })
    const transfer = encodeMultisigOrder(self, { kind: 'token', token, to, amount: '12.5', decimals: 6 })
    expect(describeMultisigOrder(self, transfer)).toEqual({
      kind: 'token',
      token,
      to,
      amount: 12_500_000n,
      value: 0n,
    })
    for (const input of [
      { kind: 'addSigner', signer: to, threshold: 3 },
      { kind: 'removeSigner', signer: to, threshold: 1 },
      { kind: 'replaceSigner', oldSigner: to, newSigner: token },
      { kind: 'changeThreshold', threshold: 2 },
      { kind: 'cancelOrder', target: 4n },
    ] as const) {
      const encoded = encodeMultisigOrder(self, input)
      expect(encoded.destination).toBe(self)
      const described = describeMultisigOrder(self, encoded)
      expect(described.kind).toBe(input.kind)
    }
    expect(
      describeMultisigOrder(self, encodeMultisigOrder(self, { kind: 'changeThreshold', threshold: 2 })),
    ).toEqual({
      kind: 'changeThreshold',
      threshold: 2n,
    })
    expect(
      describeMultisigOrder(self, encodeMultisigOrder(self, { kind: 'cancelOrder', target: 4n })),
    ).toEqual({
      kind: 'cancelOrder',
      target: 4n,
    })
    // The same self-call data sent elsewhere is just a call.
    const elsewhere = encodeMultisigOrder(self, { kind: 'changeThreshold', threshold: 2 })
    expect(describeMultisigOrder(to, elsewhere).kind).toBe('call')
  })

  it('encodes a call from an ABI fragment and typed arguments, or raw data', () => {
    const abi = JSON.stringify([
      {
        type: 'function',
        name: 'setRoute',
        inputs: [
          { name: 'path', type: 'address[]' },
          { name: 'fee', type: 'uint24' },
          { name: 'enabled', type: 'bool' },
          { name: 'tag', type: 'bytes4' },
          { name: 'note', type: 'string' },
        ],
      },
    ])
    const encoded = encodeMultisigOrder(self, {
      kind: 'call',
      to,
      value: '0.1',
      abi,
      functionName: 'setRoute',
      args: [`["${to}", "${token}"]`, '3000', 'true', '0x12345678', 'hello'],
    })
    expect(encoded.value).toBe(parseEther('0.1'))
    const expected = encodeFunctionData({
      abi: JSON.parse(abi),
      functionName: 'setRoute',
      args: [[to, token], 3000n, true, '0x12345678', 'hello'],
    })
    expect(encoded.data).toBe(expected)
    const described = describeMultisigOrder(self, encoded)
    expect(described).toMatchObject({ kind: 'call', selector: expected.slice(0, 10) })
    expect(encodeMultisigOrder(self, { kind: 'raw', to, data: '0xabcdef' }).data).toBe('0xabcdef')
  })

  it('refuses bad ABI, names, arguments, amounts and data', () => {
    const code = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return error instanceof MultisigOrderInputError ? error.code : 'other'
      }
      return 'none'
    }
    const fragment = '{"type":"function","name":"mint","inputs":[{"name":"amount","type":"uint8"}]}'
    const call = (overrides: Record<string, unknown>) => () =>
      encodeMultisigOrder(self, {
        kind: 'call',
        to,
        abi: fragment,
        functionName: 'mint',
        args: ['1'],
        ...overrides,
      })
    expect(code(call({ abi: 'not json' }))).toBe('invalidAbi')
    expect(code(call({ abi: '{"type":"event","name":"X","inputs":[]}' }))).toBe('invalidAbi')
    expect(code(call({ functionName: 'burn' }))).toBe('functionNotFound')
    expect(code(call({ args: ['256'] }))).toBe('invalidArgument')
    expect(code(call({ args: [] }))).toBe('invalidArgument')
    expect(code(call({ value: '1.2.3' }))).toBe('invalidAmount')
    expect(code(() => encodeMultisigOrder(self, { kind: 'native', to, amount: '-1' }))).toBe('invalidAmount')
    expect(
      code(() => encodeMultisigOrder(self, { kind: 'token', token, to, amount: '0.0000001', decimals: 6 })),
    ).toBe('invalidAmount')
    expect(code(() => encodeMultisigOrder(self, { kind: 'raw', to, data: '0xabc' as never }))).toBe(
      'invalidData',
    )
    expect(code(() => parseAbiArgument({ name: 'who', type: 'address' }, '0x1234'))).toBe('invalidArgument')
    expect(code(() => parseAbiArgument({ name: 'x', type: 'bytes4' }, '0x12'))).toBe('invalidArgument')
    expect(parseAbiArgument({ name: 'x', type: 'int8' }, '-128')).toBe(-128n)
  })
})

describe('a 2-of-3 wallet on the local chain', () => {
  it('reads its signers, threshold and balance, and finds it for creator and signers', async () => {
    const state = await readMultisig(chain.publicClient, { wallet })
    expect(state.signers).toEqual([a, b, c])
    expect(state.threshold).toBe(2)
    expect(state.balance).toBe(parseEther('5'))
    expect(state.orders).toEqual([])
    for (const account of [a, b, c]) {
      const found = await findMultisigWallets(chain.publicClient, {
        factory: chain.contracts.multisig,
        account,
      })
      expect(found.map((entry) => entry.wallet)).toContain(wallet)
      expect(found.find((entry) => entry.wallet === wallet)?.isSigner).toBe(true)
    }
    expect(
      await findMultisigWallets(chain.publicClient, { factory: chain.contracts.multisig, account: outsider }),
    ).toEqual([])
  })

  it('refuses addresses that are not wallets', async () => {
    await expect(readMultisig(chain.publicClient, { wallet: outsider })).rejects.toBeInstanceOf(
      NotAMultisigWalletError,
    )
    await expect(readMultisig(chain.publicClient, { wallet: chain.contracts.usdt })).rejects.toBeInstanceOf(
      NotAMultisigWalletError,
    )
  })

  it('runs a native send: submit, confirm, execute; status and confirmations follow', async () => {
    const recipient = getAddress('0x000000000000000000000000000000000000beef')
    const before = await chain.publicClient.getBalance({ address: recipient })
    const [submitted] = await chain.runToDone(
      [
        submitMultisigOrderStep(
          wallet,
          encodeMultisigOrder(wallet, { kind: 'native', to: recipient, amount: '1.25' }),
        ),
      ],
      a,
    )
    expect(submittedMultisigOrder(submitted!.receipt!.logs)).toBe(0n)
    let [order] = (await readMultisig(chain.publicClient, { wallet })).orders
    expect(order).toMatchObject({ id: 0n, status: 'undone', confirmations: [a], submitter: a })
    expect(order?.description).toEqual({ kind: 'native', to: recipient, value: parseEther('1.25') })

    // Too few confirmations: the runner refuses before any transaction is sent.
    const early = await chain.run([multisigOrderActionStep(wallet, 'execute', 0n)], a)
    expect(early.status).toBe('failed')
    expect(early.status === 'failed' && early.message).toMatchObject({
      key: 'notEnoughConfirmations',
      params: { confirmations: '1', threshold: '2' },
      details: expect.stringContaining('MultisigNotEnoughConfirmations('),
    })

    await chain.runToDone([multisigOrderActionStep(wallet, 'confirm', 0n)], b)
    ;[order] = (await readMultisig(chain.publicClient, { wallet })).orders
    expect(order?.confirmations).toEqual([a, b])
    await chain.runToDone([multisigOrderActionStep(wallet, 'execute', 0n)], c)
    expect(await chain.publicClient.getBalance({ address: recipient })).toBe(before + parseEther('1.25'))
    const state = await readMultisig(chain.publicClient, { wallet })
    expect(state.orders[0]?.status).toBe('finished')
    expect(state.balance).toBe(parseEther('3.75'))
  })

  it('maps a non-signer to noPermission and passes a token failure on decoded', async () => {
    const denied = await chain.run(
      [submitMultisigOrderStep(wallet, { destination: outsider, value: 1n, data: '0x' })],
      outsider,
    )
    expect(denied.status === 'failed' && denied.message.key).toBe('noPermission')

    // A transfer of tokens the wallet does not have yet: fails with the token's own error, stays undone.
    const order = encodeMultisigOrder(wallet, {
      kind: 'token',
      token: chain.contracts.usdt,
      to: outsider,
      amount: '10',
      decimals: 6,
    })
    await chain.runToDone([submitMultisigOrderStep(wallet, order)], b)
    await chain.runToDone([multisigOrderActionStep(wallet, 'confirm', 1n)], c)
    const failed = await chain.run([multisigOrderActionStep(wallet, 'execute', 1n)], c)
    expect(failed.status === 'failed' && failed.message).toMatchObject({
      key: 'tokenBalanceTooLow',
      details: expect.stringContaining('ERC20InsufficientBalance('),
    })
    // Funded, the same order executes.
    await chain.runToDone(
      [transferAsset({ asset: chain.contracts.usdt, to: wallet, amount: parseUnits('10', 6) })],
      a,
    )
    await chain.runToDone([multisigOrderActionStep(wallet, 'execute', 1n)], c)
    const state = await readMultisig(chain.publicClient, { wallet })
    expect(state.orders[0]).toMatchObject({
      id: 1n,
      status: 'finished',
      token: { symbol: 'USDT', decimals: 6 },
    })
    expect(state.orders[0]?.description).toMatchObject({ kind: 'token', amount: 10_000_000n, to: outsider })
  })

  it('finds a wallet for a signer added later by an order, walking the history in small chunks', async () => {
    expect(
      await findMultisigWallets(chain.publicClient, { factory: chain.contracts.multisig, account: outsider }),
    ).toEqual([])
    // A second 1-of-1 wallet of c adds the outsider by an order (executed at once: threshold 1).
    const salt = newMultisigSalt()
    const [created] = await chain.runToDone(
      [createMultisigWalletStep({ factory: chain.contracts.multisig, signers: [c], threshold: 1, salt })],
      c,
    )
    const [event] = parseEventLogs({
      abi: multisigFactoryAbi,
      eventName: 'WalletCreated',
      logs: created!.receipt!.logs,
    })
    const joined = event!.args.wallet
    await chain.runToDone(
      [
        submitMultisigOrderStep(
          joined,
          encodeMultisigOrder(joined, { kind: 'addSigner', signer: outsider, threshold: 1 }),
        ),
        multisigOrderActionStep(joined, 'execute', 0n),
      ],
      c,
    )
    // Tiny chunks: the search must walk the history in many requests, as on a public RPC.
    const found = await findMultisigWallets(chain.publicClient, {
      factory: chain.contracts.multisig,
      account: outsider,
      initialChunk: 2n,
      maxChunk: 4n,
    })
    expect(found).toEqual([{ wallet: getAddress(joined), isSigner: true, blockNumber: expect.any(BigInt) }])
    // c created both wallets and signs both; newest first.
    const ofC = await findMultisigWallets(chain.publicClient, {
      factory: chain.contracts.multisig,
      account: c,
    })
    expect(ofC.map((entry) => entry.wallet)).toEqual([getAddress(joined), wallet])
  })

  it('changes the threshold through an order and counts only current signers after a removal', async () => {
    await chain.runToDone(
      [
        submitMultisigOrderStep(
          wallet,
          encodeMultisigOrder(wallet, { kind: 'changeThreshold', threshold: 3 }),
        ),
      ],
      a,
    )
    await chain.runToDone([multisigOrderActionStep(wallet, 'confirm', 2n)], b)
    await chain.runToDone([multisigOrderActionStep(wallet, 'execute', 2n)], b)
    expect((await readMultisig(chain.publicClient, { wallet })).threshold).toBe(3)

    // c confirms a pending order, then is removed: its confirmation no longer shows.
    await chain.runToDone(
      [
        submitMultisigOrderStep(
          wallet,
          encodeMultisigOrder(wallet, { kind: 'native', to: outsider, amount: '0.1' }),
        ),
      ],
      c,
    )
    await chain.runToDone(
      [
        submitMultisigOrderStep(
          wallet,
          encodeMultisigOrder(wallet, { kind: 'removeSigner', signer: c, threshold: 2 }),
        ),
      ],
      a,
    )
    await chain.runToDone([multisigOrderActionStep(wallet, 'confirm', 4n)], b)
    await chain.runToDone([multisigOrderActionStep(wallet, 'confirm', 4n)], c)
    await chain.runToDone([multisigOrderActionStep(wallet, 'execute', 4n)], a)
    const state = await readMultisig(chain.publicClient, { wallet })
    expect(state.signers).toEqual([a, b])
    expect(state.threshold).toBe(2)
    expect(state.orders.find((order) => order.id === 3n)?.confirmations).toEqual([])
    expect(state.orders.find((order) => order.id === 4n)?.description).toEqual({
      kind: 'removeSigner',
      signer: c,
      threshold: 2n,
    })
    // Revoke: b confirms order 3 and takes it back.
    await chain.runToDone([multisigOrderActionStep(wallet, 'confirm', 3n)], b)
    await chain.runToDone([multisigOrderActionStep(wallet, 'revoke', 3n)], b)
    const after = await readMultisig(chain.publicClient, { wallet })
    expect(after.orders.find((order) => order.id === 3n)).toMatchObject({
      status: 'undone',
      confirmations: [],
    })
  })

  it('warns of an order above the balance, which is then cancelled for good by a cancel order', async () => {
    // Signers a and b, two needed (after the removal above).
    const held = await chain.publicClient.getBalance({ address: wallet })
    const tooLarge = encodeMultisigOrder(wallet, { kind: 'native', to: outsider, amount: '1000' })
    expect(await checkMultisigOrderFunds(chain.publicClient, wallet, tooLarge)).toEqual({
      asset: 'native',
      held,
      needed: parseEther('1000'),
    })
    const small = encodeMultisigOrder(wallet, { kind: 'native', to: outsider, amount: '0.001' })
    expect(await checkMultisigOrderFunds(chain.publicClient, wallet, small)).toBeUndefined()
    const usdtHeld = await chain.publicClient.readContract({
      address: chain.contracts.usdt,
      abi: sampleStablecoinAbi,
      functionName: 'balanceOf',
      args: [wallet],
    })
    const tokens = encodeMultisigOrder(wallet, {
      kind: 'token',
      token: chain.contracts.usdt,
      to: outsider,
      amount: '5000',
      decimals: 6,
    })
    expect(await checkMultisigOrderFunds(chain.publicClient, wallet, tokens)).toMatchObject({
      asset: 'token',
      held: usdtHeld,
      needed: parseUnits('5000', 6),
      decimals: 6,
    })

    // Submitted anyway; it cannot run, so a cancel order closes it.
    await chain.runToDone([submitMultisigOrderStep(wallet, tooLarge)], a)
    let state = await readMultisig(chain.publicClient, { wallet })
    const target = state.orderCount - 1n
    await chain.runToDone([proposeMultisigCancelStep(wallet, target)], b)
    state = await readMultisig(chain.publicClient, { wallet })
    const cancel = state.orderCount - 1n
    expect(state.orders[0]).toMatchObject({
      id: cancel,
      description: { kind: 'cancelOrder', target },
      stale: false,
    })
    expect(state.orders[1]).toMatchObject({ id: target, status: 'undone', pendingCancels: [cancel] })

    await chain.runToDone([multisigOrderActionStep(wallet, 'confirm', cancel)], a)
    await chain.runToDone([multisigOrderActionStep(wallet, 'execute', cancel)], a)
    state = await readMultisig(chain.publicClient, { wallet })
    expect(state.orders.find((order) => order.id === target)).toMatchObject({
      status: 'cancelled',
      cancelled: true,
      executed: false,
      pendingCancels: [],
      cancelledBy: cancel,
    })
    expect(state.orders.find((order) => order.id === cancel)?.status).toBe('finished')

    // The cancelled order refuses every action, in words.
    const refused = await chain.run([multisigOrderActionStep(wallet, 'execute', target)], a)
    expect(refused.status === 'failed' && refused.message).toMatchObject({
      key: 'orderCancelled',
      params: { id: target.toString() },
    })
    // A second cancel order of it is stale from the start.
    await chain.runToDone([proposeMultisigCancelStep(wallet, target)], b)
    state = await readMultisig(chain.publicClient, { wallet })
    expect(state.orders[0]).toMatchObject({ description: { kind: 'cancelOrder', target }, stale: true })
  })
})

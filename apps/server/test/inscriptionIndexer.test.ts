import { join } from 'node:path'
import { bulkInscriberAbi } from '@tokenbox/core/contracts/BulkInscriber.abi.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { inscribeSteps } from '@tokenbox/core/inscription/inscribeSteps.ts'
import type { LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { runSteps } from '@tokenbox/core/transactions/runSteps.ts'
import type { FastifyInstance } from 'fastify'
import type { Address, PublicClient, WalletClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readInscriptionStart } from '../src/inscriptions/inscriptionStore.ts'
import { followInscriptionsUntil } from './followInscriptionsUntil.ts'
import {
  deployBulkInscriber,
  inscribeText,
  startIndexingApp,
  startLocalInscriptionChain,
} from './startLocalInscriptionChain.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'
import { useTemporaryFolder } from './useTemporaryFolder.ts'

const chainId = 31337
const deploy = 'data:,{"p":"asc-20","op":"deploy","tick":"Frog","max":"2500","lim":"1000"}'
const mint = (amt: number, tick = 'frog') =>
  `data:,{"p":"asc-20","op":"mint","tick":"${tick}","amt":"${amt}"}`

/** The issue 25 indexer against a real anvil chain and a real database, on each dialect. */
for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`inscription indexer on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)
    const dir = useTemporaryFolder('tokenbox-inscriptions-')
    const deploymentsFile = join(dir, 'local-deployments.json')
    let node: LocalNode
    let publicClient: PublicClient
    let walletClient: WalletClient
    let accounts: Address[]
    let app: FastifyInstance | undefined

    const start = async () => {
      app = await startIndexingApp({ deploymentsFile, dataDir: dir, database: database.handle })
      return app
    }
    const get = async (url: string) => {
      const reply = await (app as FastifyInstance).inject({ method: 'GET', url })
      return { code: reply.statusCode, body: reply.json() }
    }
    const inscribe = (account: Address, text: string) =>
      inscribeText({ publicClient, walletClient }, account, text)
    /** Waits until the index has reached `block` (polling the API, never a fixed sleep). */
    const indexed = async (block: bigint) =>
      vi.waitFor(
        async () => {
          const { body } = await get(`/api/v1/web/ins/status?chain=${chainId}`)
          expect(body.data.indexedBlock).toBeGreaterThanOrEqual(Number(block))
        },
        { timeout: 30_000, interval: 50 },
      )
    const tick = async () => (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=ASC-20&tick=FROG`)).body.data
    const balance = async (address: Address) =>
      (await get(`/api/v1/web/ins/balance?chain=${chainId}&p=asc-20&tick=frog&address=${address}`)).body.data
        .balance

    beforeAll(async () => {
      ;({ node, publicClient, walletClient } = await startLocalInscriptionChain(deploymentsFile, chainId))
      accounts = await walletClient.getAddresses()
      await start()
    })

    afterAll(async () => {
      await app?.close()
      await node?.stop()
    })

    it('indexes a deploy and mints by the first-come rules, the crossing mint getting the remainder', async () => {
      const [alice, bob] = accounts as [Address, Address]
      await inscribe(alice, mint(1000)) // before the deploy: ignored
      await inscribe(alice, deploy)
      await inscribe(bob, deploy.replace('2500', '9999')) // a second deploy: ignored
      await inscribe(alice, mint(1000))
      await inscribe(bob, mint(1001)) // above lim: ignored
      await inscribe(bob, mint(1000))
      const last = await inscribe(bob, mint(1000)) // crosses max: gets 500
      await inscribe(alice, mint(1)) // after max: ignored
      await indexed(last + 1n)
      const data = await tick()
      expect(data.tick).toMatchObject({
        p: 'asc-20',
        tick: 'frog',
        max: '2500',
        lim: '1000',
        minted: '2500',
        remaining: '0',
        holders: 2,
        deployer: alice.toLowerCase(),
        fullyMinted: true,
      })
      expect(await balance(alice)).toBe('1000')
      expect(await balance(bob)).toBe('1500')
      expect(await balance(accounts[2] as Address)).toBe('0')
      const status = await get(`/api/v1/web/ins/status?chain=${chainId}`)
      // Alone on its database this instance leads the chain (on PostgreSQL through its advisory lock).
      expect(status.body.data).toMatchObject({ watched: true, leading: true })
      expect(status.body.data.headBlock).toBeGreaterThanOrEqual(status.body.data.indexedBlock)
    })

    it('keeps its position across a restart and goes on from there', async () => {
      const before = (await get(`/api/v1/web/ins/status?chain=${chainId}`)).body.data.indexedBlock
      await app?.close()
      const [alice, , carol] = accounts as [Address, Address, Address]
      const transfer = 'data:,{"p":"asc-20","op":"transfer","tick":"frog","amt":"400"}'
      const run = await runSteps({
        publicClient,
        walletClient,
        account: alice,
        steps: [{ type: 'sendData', to: carol, data: inscribeSteps({ text: transfer })[0]!.data, value: 0n }],
      })
      if (run.status === 'failed') throw run.error
      await start()
      // The stored position is there before the follower's first step.
      expect(
        (await get(`/api/v1/web/ins/status?chain=${chainId}`)).body.data.indexedBlock,
      ).toBeGreaterThanOrEqual(before)
      await indexed(run.results[0]?.receipt?.blockNumber as bigint)
      expect(await balance(alice)).toBe('600')
      expect(await balance(carol)).toBe('400')
      expect((await tick()).tick.holders).toBe(3)
    })

    it('undoes blocks a reorg replaced', async () => {
      const [, bob] = accounts as [Address, Address]
      await inscribe(bob, 'data:,{"p":"asc-20","op":"deploy","tick":"toad","max":"10","lim":"10"}')
      const snapshot = await publicClient.request({ method: 'evm_snapshot' as never })
      const toad = async () =>
        (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=asc-20&tick=toad`)).body.data.tick
      const minted = await inscribe(bob, mint(10, 'toad'))
      await indexed(minted)
      expect((await toad()).minted).toBe('10')
      await publicClient.request({ method: 'evm_revert' as never, params: [snapshot] as never })
      // Another block at the same height, and one more: the follower must notice and undo the mint.
      await inscribe(bob, 'data:,{"p":"asc-20","op":"deploy","tick":"newt","max":"5","lim":"5"}')
      const after = await inscribe(bob, 'data:,{"p":"asc-20","op":"deploy","tick":"eft","max":"5","lim":"5"}')
      await indexed(after)
      await vi.waitFor(async () => expect((await toad()).minted).toBe('0'), { timeout: 30_000, interval: 50 })
      expect((await toad()).holders).toBe(0)
      expect(
        (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=asc-20&tick=newt`)).body.data.tick,
      ).not.toBeNull()
    })

    it('undoes an erc-20 item a reorg replaced: its count, its owner and its content (minted again, it counts)', async () => {
      const [, bob, carol] = accounts as [Address, Address, Address]
      await inscribe(bob, 'data:,{"p":"erc-20","op":"deploy","tick":"reorg","max":"500","lim":"100"}')
      const item = 'data:,{"p":"erc-20","op":"mint","tick":"reorg","id":"1","amt":"100"}'
      const reorg = async () =>
        (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=erc-20&tick=reorg`)).body.data.tick
      const snapshot = await publicClient.request({ method: 'evm_snapshot' as never })
      const minted = await inscribe(bob, item)
      await indexed(minted)
      expect((await reorg()).minted).toBe('100')
      await publicClient.request({ method: 'evm_revert' as never, params: [snapshot] as never })
      // The same content again, now by carol, in the replacing chain: unique again, so it counts for her.
      await inscribe(carol, 'data:,{"p":"asc-20","op":"deploy","tick":"gap","max":"5","lim":"5"}')
      const again = await inscribe(carol, item)
      await indexed(again)
      await vi.waitFor(async () => expect((await reorg()).holders).toBe(1), { timeout: 30_000, interval: 50 })
      expect((await reorg()).minted).toBe('100')
      const balanceOf = async (address: Address) =>
        (await get(`/api/v1/web/ins/balance?chain=${chainId}&p=erc-20&tick=reorg&address=${address}`)).body
          .data.balance
      expect([await balanceOf(bob), await balanceOf(carol)]).toEqual(['0', '100'])
    })

    it('counts BulkInscriber mints (ESIP-3 events) for the caller, one per event', async () => {
      const [alice, bob] = accounts as [Address, Address]
      await deployBulkInscriber(publicClient, walletClient, alice)
      await inscribe(alice, 'data:,{"p":"asc-20","op":"deploy","tick":"bulk","max":"10000","lim":"100"}')
      const hash = await walletClient.writeContract({
        account: bob,
        chain: null,
        address: sharedContractAddress.BulkInscriber.cancun,
        abi: bulkInscriberAbi,
        functionName: 'inscribe',
        args: [mint(100, 'bulk'), 7n],
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      await indexed(receipt.blockNumber)
      const data = (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=asc-20&tick=bulk`)).body.data
      expect(data.tick).toMatchObject({ minted: '700', remaining: '9300', holders: 1 })
      const bulkBalance = async (address: Address) =>
        (await get(`/api/v1/web/ins/balance?chain=${chainId}&p=asc-20&tick=bulk&address=${address}`)).body
          .data.balance
      expect(await bulkBalance(bob)).toBe('700')
      expect(await bulkBalance(sharedContractAddress.BulkInscriber.cancun)).toBe('0')
    })

    it('follows the ethscriptions rules for erc-20: ids, exact bytes, items that move with their ethscription', async () => {
      const [alice, bob, carol] = accounts as [Address, Address, Address]
      const erc = (text: string) => `data:,{"p":"erc-20",${text}}`
      const item = (id: number) => erc(`"op":"mint","tick":"Eths","id":"${id}","amt":"100"`)
      await inscribe(alice, erc('"op":"deploy","tick":"Eths","max":"300","lim":"100"'))
      const first = await walletClient.sendTransaction({
        account: alice,
        chain: null,
        to: alice,
        data: inscribeSteps({ text: item(1) })[0]!.data as `0x${string}`,
      })
      // To another address: the recipient owns it.
      const gift = await runSteps({
        publicClient,
        walletClient,
        account: alice,
        steps: [{ type: 'sendData', to: bob, data: inscribeSteps({ text: item(2) })[0]!.data, value: 0n }],
      })
      if (gift.status === 'failed') throw gift.error
      await inscribe(carol, item(2)) // the same content again: no ethscription
      await inscribe(carol, item(4)) // past max / lim: no item
      await inscribe(carol, erc('"op":"mint","tick":"eths","id":"3","amt":"100"')) // another tick's case
      await publicClient.waitForTransactionReceipt({ hash: first })
      // alice hands item 1 to carol by sending its id as calldata.
      const moved = await runSteps({
        publicClient,
        walletClient,
        account: alice,
        steps: [{ type: 'sendData', to: carol, data: first, value: 0n }],
      })
      if (moved.status === 'failed') throw moved.error
      await indexed(moved.results[0]?.receipt?.blockNumber as bigint)
      const eths = (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=erc-20&tick=Eths`)).body.data.tick
      expect(eths).toMatchObject({ minted: '200', remaining: '100', holders: 2, fullyMinted: false })
      expect(
        (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=erc-20&tick=eths`)).body.data.tick,
      ).toBeNull()
      const ethsBalance = async (address: Address) =>
        (await get(`/api/v1/web/ins/balance?chain=${chainId}&p=erc-20&tick=Eths&address=${address}`)).body
          .data.balance
      expect([await ethsBalance(alice), await ethsBalance(bob), await ethsBalance(carol)]).toEqual([
        '0',
        '100',
        '100',
      ])
      const many = (await get(`/api/v1/web/ins/item?chain=${chainId}&ids=${first},${`0x${'ab'.repeat(32)}`}`))
        .body.data
      expect(
        Object.values(many.items).map((item) => (item as { itemId: string } | null)?.itemId ?? null),
      ).toEqual(['1', null])
      expect((await get(`/api/v1/web/ins/item?chain=${chainId}&id=${first}`)).body.data.item).toEqual({
        p: 'erc-20',
        tick: 'Eths',
        itemId: '1',
        owner: carol.toLowerCase(),
      })
      const free = (await get(`/api/v1/web/ins/free-ids?chain=${chainId}&p=erc-20&tick=Eths&count=5`)).body
        .data
      expect(free.ids).toEqual(['3'])
      // max 250, lim 100: two whole items, and the tick is full at 200 (no partial third).
      await inscribe(bob, erc('"op":"deploy","tick":"half","max":"250","lim":"100"'))
      await inscribe(bob, erc('"op":"mint","tick":"half","id":"1","amt":"100"'))
      const last = await inscribe(bob, erc('"op":"mint","tick":"half","id":"2","amt":"100"'))
      await indexed(last)
      expect(
        (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=erc-20&tick=half`)).body.data.tick,
      ).toMatchObject({
        minted: '200',
        remaining: '0',
        fullyMinted: true,
      })
    })

    it('counts one ethscription per transaction: a BulkInscriber call of 5 erc-20 mints is one item', async () => {
      const [alice, bob] = accounts as [Address, Address]
      await inscribe(alice, 'data:,{"p":"erc-20","op":"deploy","tick":"many","max":"1000","lim":"10"}')
      const mints = Array.from(
        { length: 5 },
        (_, index) => `data:,{"p":"erc-20","op":"mint","tick":"many","id":"${index + 1}","amt":"10"}`,
      )
      const hash = await walletClient.writeContract({
        account: bob,
        chain: null,
        address: sharedContractAddress.BulkInscriber.cancun,
        abi: bulkInscriberAbi,
        functionName: 'inscribeMany',
        args: [mints],
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      await indexed(receipt.blockNumber)
      const data = (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=erc-20&tick=many`)).body.data
      expect(data.tick).toMatchObject({ minted: '10', holders: 1 })
    })

    it('indexes a public chain from the block its configuration names, and records where it started', async () => {
      const [alice] = accounts as [Address]
      await inscribe(alice, 'data:,{"p":"asc-20","op":"deploy","tick":"early","max":"10","lim":"10"}')
      const from = await inscribe(
        alice,
        'data:,{"p":"asc-20","op":"deploy","tick":"late","max":"10","lim":"10"}',
      )
      // The same node read as another chain id, "enabled" at the late deploy's block.
      const publicChain = 990_001
      await followInscriptionsUntil(
        database.db,
        { chainId: publicChain, rpcUrl: node.url, start: 'head', fromBlock: Number(from) },
        from,
      )
      const tickOn = (name: string) =>
        get(`/api/v1/web/ins/tick?chain=${publicChain}&p=asc-20&tick=${name}`).then(
          (reply) => reply.body.data.tick,
        )
      expect(await tickOn('late')).not.toBeNull()
      expect(await tickOn('early')).toBeNull()
      expect(await readInscriptionStart(database.db, publicChain)).toBe(from)
    })

    it('refuses bad input in the envelope and answers for chains it does not follow', async () => {
      const bad = [
        '/api/v1/web/ins/status?chain=0',
        '/api/v1/web/ins/status',
        `/api/v1/web/ins/tick?chain=${chainId}&p=bsc 20&tick=frog`,
        `/api/v1/web/ins/tick?chain=${chainId}&p=asc-20&tick=`,
        `/api/v1/web/ins/tick?chain=${chainId}&p=asc-20&tick=${'x'.repeat(33)}`,
        `/api/v1/web/ins/balance?chain=${chainId}&p=asc-20&tick=frog&address=0x123`,
      ]
      for (const url of bad) {
        const reply = await get(url)
        expect(reply.code, url).toBe(400)
        expect(reply.body).toMatchObject({ status: '0', data: null })
      }
      expect((await get('/api/v1/web/ins/status?chain=56')).body).toEqual({
        status: '1',
        message: 'OK',
        data: { watched: false, leading: false, indexedBlock: null, headBlock: null },
      })
      expect(
        (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=asc-20&tick=nope`)).body.data.tick,
      ).toBeNull()
    })
  })
}

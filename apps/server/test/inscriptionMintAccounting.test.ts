import { join } from 'node:path'
import { bulkInscriberAbi } from '@tokenbox/core/contracts/BulkInscriber.abi.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import type { LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import {
  type Address,
  encodeFunctionData,
  type Hash,
  keccak256,
  type LocalAccount,
  type PublicClient,
  parseEther,
  parseGwei,
  stringToHex,
  toHex,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../src/db/Database.ts'
import { withCleanIndex } from './followInscriptionsUntil.ts'
import {
  deployBulkInscriber,
  startIndexingApp,
  startLocalInscriptionChain,
} from './startLocalInscriptionChain.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'
import { useTemporaryFolder } from './useTemporaryFolder.ts'

const chainId = 31337
const max = 5000n
const lim = 300n
const mintText = (amt: string | number | bigint, extra = '') =>
  `data:,{"p":"asc-20","op":"mint","tick":"tally","amt":"${amt}"${extra}}`

/**
 * One mint as sent: who sent it to whom, what, and whether TokenBox's rules take its form (valid
 * JSON of the protocol, self-sent, a deployed tick, `amt` within `lim`). Whether it was mined, and
 * how much of it the supply still had room for, are found out, not declared.
 */
type Sent = {
  label: string
  from: LocalAccount
  hash: Hash
  /** Units of `amt` the transaction mints: 1 for calldata, the event count for a BulkInscriber call. */
  units: number
  amt: bigint
  takesForm: boolean
}

/**
 * Issue 76 point 8: "both indexes held 151,800 minted where mints worth 219,990 had been sent;
 * whether every send was mined or the indexer refused some was not checked". This test checks
 * every mint it sends: mined or not (its receipt), and what the indexer credited for it (each
 * mint has a sender of its own, so its sender's balance is what it counted). The indexer must
 * credit exactly the valid mined mints, in chain order, the one that crosses `max` its remainder.
 * Sends the rules refuse, sends never mined (replaced in the pool) and a mined transaction that
 * reverted are all among them. The index followed live and a clean one caught up from genesis in
 * batches (the two indexes) must agree, sender by sender.
 */
for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`inscription mint accounting on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)
    const dir = useTemporaryFolder('tokenbox-mint-accounting-')
    const deploymentsFile = join(dir, 'local-deployments.json')
    let node: LocalNode
    let publicClient: PublicClient
    let walletClient: WalletClient
    let app: FastifyInstance | undefined

    beforeAll(async () => {
      ;({ node, publicClient, walletClient } = await startLocalInscriptionChain(deploymentsFile, chainId))
      app = await startIndexingApp({ deploymentsFile, dataDir: dir, database: database.handle })
    })

    afterAll(async () => {
      await app?.close()
      await node?.stop()
    })

    const get = async (url: string) => (await (app as FastifyInstance).inject({ method: 'GET', url })).json()

    it('credits exactly the valid mined mints, whatever was sent', async () => {
      const [funder] = await walletClient.getAddresses()
      // A sender of its own for each mint: its balance in the index is what that mint counted for.
      const accounts = Array.from({ length: 48 }, (_, index) =>
        privateKeyToAccount(keccak256(toHex(`mint accounting ${index}`))),
      )
      let nextAccount = 0
      const take = () => accounts[nextAccount++] as LocalAccount
      for (const account of accounts) {
        const hash = await walletClient.sendTransaction({
          account: funder as Address,
          chain: null,
          to: account.address,
          value: parseEther('1'),
        })
        await publicClient.waitForTransactionReceipt({ hash })
      }
      await deployBulkInscriber(publicClient, walletClient, funder as Address)

      const sent: Sent[] = []
      const send = async (
        label: string,
        text: string,
        options: { takesForm: boolean; amt?: bigint; to?: Address; from?: LocalAccount } & Partial<
          Pick<
            Parameters<WalletClient['sendTransaction']>[0],
            'nonce' | 'maxFeePerGas' | 'maxPriorityFeePerGas'
          >
        >,
      ) => {
        const from = options.from ?? take()
        const hash = await walletClient.sendTransaction({
          account: from,
          chain: null,
          to: options.to ?? from.address,
          data: stringToHex(text),
          ...(options.nonce === undefined ? {} : { nonce: options.nonce, gas: 60_000n }),
          ...(options.maxFeePerGas === undefined
            ? {}
            : { maxFeePerGas: options.maxFeePerGas, maxPriorityFeePerGas: options.maxPriorityFeePerGas }),
        })
        sent.push({ label, from, hash, units: 1, amt: options.amt ?? 0n, takesForm: options.takesForm })
        return hash
      }
      const bulk = async (label: string, amt: bigint, count: bigint, takesForm: boolean) => {
        const from = take()
        const hash = await walletClient.sendTransaction({
          account: from,
          chain: null,
          to: sharedContractAddress.BulkInscriber.cancun,
          data: encodeFunctionData({
            abi: bulkInscriberAbi,
            functionName: 'inscribe',
            args: [mintText(amt.toString()), count],
          }),
          // Given, so that a call the contract refuses (count 0) is still sent and mined, reverted.
          gas: 400_000n,
        })
        sent.push({ label, from, hash, units: Number(count), amt, takesForm })
      }

      // Before its deploy, a mint of the tick counts for nothing.
      await send('before the deploy', mintText(100), { takesForm: false })
      const deployer = take()
      const deploy = await walletClient.sendTransaction({
        account: deployer,
        chain: null,
        to: deployer.address,
        data: stringToHex(`data:,{"p":"asc-20","op":"deploy","tick":"Tally","max":"${max}","lim":"${lim}"}`),
      })
      await publicClient.waitForTransactionReceipt({ hash: deploy })

      // One block each: valid mints, and every kind of mint the rules refuse.
      for (const amt of [300n, 1n, 150n, 299n])
        await send(`valid ${amt}`, mintText(amt), { takesForm: true, amt })
      await send('above lim (301)', mintText(301), { takesForm: false })
      await send('above lim (1000)', mintText(1000), { takesForm: false })
      await send('amt 0', mintText(0), { takesForm: false })
      await send('amt with a leading zero', mintText('0100'), { takesForm: false })
      await send('amt as a JSON number', 'data:,{"p":"asc-20","op":"mint","tick":"tally","amt":100}', {
        takesForm: false,
      })
      await send('an unknown key', mintText(100, ',"to":"me"'), { takesForm: false })
      await send('text/plain', 'data:text/plain,{"p":"asc-20","op":"mint","tick":"tally","amt":"100"}', {
        takesForm: false,
      })
      await send('a tick never deployed', 'data:,{"p":"asc-20","op":"mint","tick":"talley","amt":"100"}', {
        takesForm: false,
      })
      const bystander = take()
      await send('sent to another address', mintText(100), { takesForm: false, to: bystander.address })
      await send('upper-case p and tick', 'data:,{"p":"ASC-20","op":"mint","tick":"TALLY","amt":"250"}', {
        takesForm: true,
        amt: 250n,
      })
      await send('application/json', `data:application/json,${mintText(120).slice('data:,'.length)}`, {
        takesForm: true,
        amt: 120n,
      })
      await bulk('BulkInscriber 4 x 100', 100n, 4n, true)
      await bulk('BulkInscriber 2 x 400 (above lim)', 400n, 2n, false)
      await bulk('BulkInscriber count 0 (reverts)', 100n, 0n, true)

      // Several in one block, and one replaced in the pool before it was mined (never mined).
      await publicClient.request({ method: 'evm_setAutomine' as never, params: [false] as never })
      try {
        for (const amt of [200n, 210n, 220n, 230n, 240n, 250n, 260n, 270n])
          await send(`same block ${amt}`, mintText(amt), { takesForm: true, amt })
        await send('same block above lim', mintText(999), { takesForm: false })
        const replacer = take()
        const nonce = await publicClient.getTransactionCount({ address: replacer.address })
        await send('replaced in the pool', mintText(300), {
          takesForm: true,
          amt: 300n,
          from: replacer,
          nonce,
          maxFeePerGas: parseGwei('3'),
          maxPriorityFeePerGas: parseGwei('1'),
        })
        await send('its replacement', mintText(50), {
          takesForm: true,
          amt: 50n,
          from: replacer,
          nonce,
          maxFeePerGas: parseGwei('9'),
          maxPriorityFeePerGas: parseGwei('3'),
        })
        await publicClient.request({ method: 'evm_mine' as never })
      } finally {
        await publicClient.request({ method: 'evm_setAutomine' as never, params: [true] as never })
      }

      // More valid mints than the supply has room for: one crosses max, the rest come too late.
      for (let index = 0; index < 12; index += 1) {
        const amt = 280n - BigInt(index)
        await send(`late ${amt}`, mintText(amt), { takesForm: true, amt })
      }

      // What happened to each send, from the chain: mined (and whether it succeeded), and where.
      const outcomes = await Promise.all(
        sent.map(async (entry) => {
          const receipt = await publicClient.getTransactionReceipt({ hash: entry.hash }).catch(() => null)
          return { entry, receipt }
        }),
      )
      const head = await publicClient.getBlockNumber()
      await vi.waitFor(
        async () => {
          const status = await get(`/api/v1/web/ins/status?chain=${chainId}`)
          expect(status.data.indexedBlock).toBeGreaterThanOrEqual(Number(head))
        },
        { timeout: 60_000, interval: 50 },
      )

      // What the rules credit, in chain order: the valid mined mints, capped by the supply left.
      let minted = 0n
      const expected = new Map<Hash, bigint>()
      const mined = outcomes
        .filter(({ receipt }) => receipt !== null)
        .sort(
          (a, b) =>
            Number(a.receipt!.blockNumber - b.receipt!.blockNumber) ||
            a.receipt!.transactionIndex - b.receipt!.transactionIndex,
        )
      for (const { entry, receipt } of mined) {
        let credited = 0n
        if (entry.takesForm && receipt!.status === 'success') {
          for (let unit = 0; unit < entry.units; unit += 1) {
            const room = max - minted
            const share = entry.amt < room ? entry.amt : room
            credited += share
            minted += share
          }
        }
        expected.set(entry.hash, credited)
      }

      const balanceOf = async (address: Address) =>
        BigInt(
          (await get(`/api/v1/web/ins/balance?chain=${chainId}&p=asc-20&tick=tally&address=${address}`)).data
            .balance,
        )
      // Per sender: its sends' credits (only the replaced one and its replacement share a sender).
      const rows = await Promise.all(
        outcomes.map(async ({ entry, receipt }) => ({
          label: entry.label,
          mined: receipt === null ? 'no' : receipt.status,
          credited: (await balanceOf(entry.from.address)).toString(),
        })),
      )
      const creditOf = (from: Address) =>
        sent
          .filter((entry) => entry.from.address === from)
          .reduce((sum, entry) => sum + (expected.get(entry.hash) ?? 0n), 0n)
      expect(rows).toEqual(
        outcomes.map(({ entry, receipt }) => ({
          label: entry.label,
          mined: receipt === null ? 'no' : receipt.status,
          credited: creditOf(entry.from.address).toString(),
        })),
      )
      // The kinds of send this test means to have: never mined, mined but reverted, a crossing mint.
      const minedOf = (label: string) => rows.find((row) => row.label === label)?.mined
      expect(minedOf('replaced in the pool')).toBe('no')
      expect(minedOf('its replacement')).toBe('success')
      expect(minedOf('BulkInscriber count 0 (reverts)')).toBe('reverted')
      expect(outcomes.filter(({ receipt }) => receipt === null)).toHaveLength(1)
      expect(minted).toBe(max)
      expect(await balanceOf(bystander.address)).toBe(0n)

      const tick = (await get(`/api/v1/web/ins/tick?chain=${chainId}&p=asc-20&tick=tally`)).data.tick
      const creditedTotal = [...expected.values()].reduce((sum, value) => sum + value, 0n)
      expect(BigInt(tick.minted)).toBe(creditedTotal)
      expect(tick.holders).toBe(
        new Set(
          sent.filter((entry) => (expected.get(entry.hash) ?? 0n) > 0n).map((entry) => entry.from.address),
        ).size,
      )

      // A clean index of the same chain, caught up from genesis in batches with batched requests
      // (as a fresh instance rebuilds it), credits every sender the same.
      const tallyBalances = (db: Kysely<Database>) =>
        db
          .selectFrom('inscription_balances')
          .select(['address', 'balance'])
          .where('chain_id', '=', chainId)
          .where('tick', '=', 'tally')
          .orderBy('address')
          .execute()
      await withCleanIndex(dialect, { chainId, rpcUrl: node.url }, head, async (db) => {
        const cleanBalances = await tallyBalances(db)
        expect(cleanBalances).toEqual(await tallyBalances(database.db))
        expect(cleanBalances.reduce((sum, row) => sum + BigInt(row.balance), 0n)).toBe(creditedTotal)
      })

      const worth = (entries: { entry: Sent }[]) =>
        entries.reduce((sum, { entry }) => sum + entry.amt * BigInt(entry.units), 0n)
      const validMined = mined.filter(
        ({ entry, receipt }) => entry.takesForm && receipt!.status === 'success',
      )
      console.info(
        `mint accounting: ${sent.length} sends worth ${worth(outcomes)} (amounts the rules take); ` +
          `${mined.length} mined, ${validMined.length} valid and successful worth ${worth(validMined)}; ` +
          `the rules credit ${creditedTotal} (max ${max}); the indexer counted ${tick.minted}`,
      )
    })
  })
}

/**
 * Conformance of TokenBox's ethscriptions rules with the public protocol, case by case. Each case
 * names the rule it checks in the reference indexer (ethscriptions-protocol/ethscriptions-indexer at
 * bc5a15a: app/models/ethscription.rb `valid_ethscription?`, eth_transaction.rb, token.rb; the
 * `DataUri` class of facet_rails_common) and, where the reference's own specs have the example
 * (spec/models/eth_transaction_spec.rb, token_spec.rb), uses it.
 */
import { gunzipSync, gzipSync } from 'node:zlib'
import { type Address, encodeAbiParameters, type Hash, type Hex, pad, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { inscriptionBalanceKey, inscriptionTickKey } from '../indexer/types.ts'
import { applyEthscriptionCandidates } from './applyEthscriptionCandidates.ts'
import {
  applyEthscriptionTokenEvents,
  type EthscriptionTokenState,
  isRepeatableTokenMint,
} from './applyEthscriptionTokenEvents.ts'
import type { Gunzip } from './ethscriptionContentOf.ts'
import { isEsip6DataUri, readDataUri } from './readDataUri.ts'
import { readEthscriptionCandidates } from './readEthscriptionCandidates.ts'
import {
  type EthscriptionEvent,
  type EthscriptionSourceLog,
  type EthscriptionSourceTransaction,
  type EthscriptionsState,
  ethscriptionTopics,
} from './types.ts'

// The addresses of the reference's specs, lower case as it stores them.
const alice = '0xc2172a6315c1d7f6855768f843c420ebb36eda97' as Address
const contract = '0xe7dfe249c262a6a9b57651782d57296d2e4bccc9' as Address
const otherContract = '0xe7dfe249c262a6a9b57651782d57296d2e4bccc4' as Address
const bob = '0x0000000000000000000000000000000000000b0b' as Address

const gunzip: Gunzip = (bytes, maxBytes) => {
  try {
    return new Uint8Array(gunzipSync(bytes, { maxOutputLength: maxBytes }))
  } catch {
    return undefined
  }
}

type FixtureLog = Pick<EthscriptionSourceLog, 'address' | 'topics' | 'data'>
type Fixture = Omit<EthscriptionSourceTransaction, 'index' | 'hash'> & { logs?: FixtureLog[] }

/** The hash of a run's transaction `index` (0-based): each run numbers its transactions from 1. */
const idOf = (index: number) => `0x${(index + 1).toString(16).padStart(64, '0')}` as Hash

/** A transaction: `input` as text (a data URI) or raw hex, self-sent by default. */
function tx(
  input: string,
  options: { from?: Address; to?: Address | null; success?: boolean; logs?: FixtureLog[] } = {},
): Fixture {
  const from = options.from ?? alice
  return {
    from,
    to: options.to === undefined ? from : options.to,
    input: input.startsWith('0x') ? (input as Hex) : stringToHex(input),
    success: options.success ?? true,
    logs: options.logs ?? [],
  }
}

const addressTopic = (address: Address) => pad(address, { size: 32 })
const createLog = (initialOwner: Address, content: string, address = contract): FixtureLog => ({
  address,
  topics: [ethscriptionTopics.create, addressTopic(initialOwner)],
  data: encodeAbiParameters([{ type: 'string' }], [content]),
})
const esip1Log = (recipient: Address, id: Hash, address = contract): FixtureLog => ({
  address,
  topics: [ethscriptionTopics.transfer, addressTopic(recipient), id],
  data: '0x',
})
const esip2Log = (previousOwner: Address, recipient: Address, id: Hash, address = contract): FixtureLog => ({
  address,
  topics: [
    ethscriptionTopics.transferForPreviousOwner,
    addressTopic(previousOwner),
    addressTopic(recipient),
    id,
  ],
  data: '0x',
})

/** Runs transactions, one block each, through both layers; returns what each layer saw and the transactions' hashes. */
function run(...fixtures: Fixture[]) {
  let base: EthscriptionsState = { contents: new Set(), owners: new Map() }
  let tokens: EthscriptionTokenState = { ticks: new Map(), items: new Map(), balances: new Map() }
  const events: EthscriptionEvent[] = []
  const ignored: { id: Hash; reason: string }[] = []
  const hashes: Hash[] = []
  fixtures.forEach((fixture, blockIndex) => {
    const hash = idOf(blockIndex)
    hashes.push(hash)
    let logIndex = 0
    const block = {
      transactions: [{ ...fixture, hash, index: 0 }],
      logs:
        fixture.success === false
          ? []
          : (fixture.logs ?? []).map((log) => ({
              ...log,
              transactionHash: hash,
              transactionIndex: 0,
              logIndex: logIndex++,
            })),
    }
    const applied = applyEthscriptionCandidates(
      base,
      BigInt(blockIndex + 1),
      readEthscriptionCandidates(block, gunzip),
      isRepeatableTokenMint,
    )
    base = applied.state
    events.push(...applied.events)
    const folded = applyEthscriptionTokenEvents(tokens, applied.events)
    tokens = folded.state
    ignored.push(...folded.ignored)
  })
  const created = events.filter((event) => event.kind === 'created')
  const ownerOf = (id: Hash) => base.owners.get(id)?.owner
  const balanceOf = (p: string, tick: string, address: Address) =>
    tokens.balances.get(inscriptionBalanceKey(inscriptionTickKey(p, tick), address)) ?? 0n
  const tickOf = (p: string, tick: string) => tokens.ticks.get(inscriptionTickKey(p, tick))
  return { events, created, hashes, ownerOf, balanceOf, tickOf, ignored, tokens }
}

const deploy = (tick: string, max: string, lim: string, p = 'erc-20') =>
  `data:,{"p":"${p}","op":"deploy","tick":"${tick}","max":"${max}","lim":"${lim}"}`
const mint = (tick: string, id: string, amt: string, p = 'erc-20') =>
  `data:,{"p":"${p}","op":"mint","tick":"${tick}","id":"${id}","amt":"${amt}"}`

describe('data URIs (DataUri.valid?, RFC 2397 as the protocol reads it)', () => {
  it.each([
    ['data:,test', 'text/plain'],
    ['data:text/plain,hello', 'text/plain'],
    ['data:application/json,{"a":1}', 'application/json'],
    ['data:;base64,aGk=', 'text/plain'],
    ['data:image/png;base64,', 'image/png'],
    ['data:text/plain;charset=utf-8;rule=esip6,hi', 'text/plain'],
    ['data:,', 'text/plain'],
  ])('%s is a data URI (%s)', (uri, mimetype) => {
    expect(readDataUri(uri)?.mimetype).toBe(mimetype)
  })

  it.each([
    ['data:test', 'no comma (the reference spec "does not create ethscription with invalid data uri")'],
    ['data:abc,x', 'a media type without a slash'],
    ['DATA:,x', "the scheme in capitals: the protocol's grammar is lower case"],
    [' data:,x', 'anything before the scheme'],
    ['data:;base64,!!!!', 'base64 that is not base64'],
    ['data:;base64,aGk', 'base64 without its padding'],
    ['data:;base64,aGl=', 'base64 whose unused bits are not zero (Ruby strict_decode64)'],
    ['data:text/plain\n,x', 'a line feed in the header'],
  ])('%j is not (%s)', (uri) => {
    expect(readDataUri(uri)).toBeUndefined()
  })

  it('reads ESIP-6 from the parameters only', () => {
    expect(isEsip6DataUri('data:,{"rule":"esip6"}')).toBe(false)
    expect(isEsip6DataUri('data:;rule=esip6,x')).toBe(true)
    expect(isEsip6DataUri('data:application/json;rule=esip6,{}')).toBe(true)
    expect(isEsip6DataUri('data:text/plain;rule=esip6x,x')).toBe(false)
  })
})

describe('what is an ethscription (Ethscription#valid_ethscription? and EthTransaction)', () => {
  it('calldata that is a valid data URI creates one, owned by the recipient, created by the sender', () => {
    const { created } = run(tx('data:,test'))
    expect(created).toMatchObject([
      { creator: alice, initialOwner: alice, content: 'data:,test', esip6: false },
    ])
  })

  it.each([
    'data:text/plain,hi',
    'data:;base64,aGk=',
    'data:application/json;base64,e30=',
    'data:image/svg+xml,<svg/>',
  ])('any media type and base64 count: %s', (uri) => {
    expect(run(tx(uri)).created).toHaveLength(1)
  })

  it('refuses what is no data URI: DATA:, and data:test', () => {
    expect(run(tx('DATA:,x'), tx('data:test'), tx('hello')).created).toHaveLength(0)
  })

  it('the same content twice: the second is not an ethscription (content_is_unique?)', () => {
    const { created, hashes } = run(tx('data:,test'), tx('data:,test', { from: bob, to: bob }))
    expect(created.map((event) => event.id)).toEqual([hashes[0]])
  })

  it('ESIP-6: rule=esip6 content may repeat', () => {
    const uri = 'data:text/plain;rule=esip6,hello'
    expect(run(tx(uri), tx(uri)).created).toHaveLength(2)
  })

  it('a mint sent to another address is valid and owned by the recipient', () => {
    const { created, hashes, ownerOf } = run(tx('data:,gift', { to: bob }))
    expect(created).toMatchObject([{ creator: alice, initialOwner: bob }])
    expect(ownerOf(hashes[0] as Hash)).toBe(bob)
  })

  it('a contract creation (no recipient) creates nothing by calldata (initial_owner.present?)', () => {
    expect(run(tx('data:,deployed', { to: null })).created).toHaveLength(0)
  })

  it('a failed transaction creates nothing', () => {
    expect(
      run(tx('data:,failed', { success: false, logs: [createLog(alice, 'data:,x')] })).created,
    ).toHaveLength(0)
  })

  it('NUL characters are dropped and malformed UTF-8 becomes U+FFFD (clean_utf8)', () => {
    const { created } = run(tx('0x00646174613a2c6100ff62'))
    expect(created).toMatchObject([{ content: 'data:,a\uFFFDb' }])
  })

  it('ESIP-7: gzip calldata is read decompressed, and refused beyond ten times its size', () => {
    const small = `0x${gzipSync(Buffer.from('data:,compressed')).toString('hex')}` as Hex
    const bomb = `0x${gzipSync(Buffer.from(`data:,${'a'.repeat(100_000)}`)).toString('hex')}` as Hex
    const { created } = run(tx(small), tx(bomb))
    expect(created.map((event) => event.content)).toEqual(['data:,compressed'])
  })
})

describe('ESIP-3: a contract creates (create_ethscription_from_events!)', () => {
  it("credits the event's initialOwner, the contract is the creator", () => {
    const { created } = run(tx('0x12345678', { to: contract, logs: [createLog(bob, 'data:,test-log')] }))
    expect(created).toMatchObject([
      { creator: contract, initialOwner: bob, content: 'data:,test-log', logIndex: 0 },
    ])
  })

  it('one ethscription per transaction: valid calldata wins over the events', () => {
    const { created } = run(
      tx('data:,test', { logs: [createLog(alice, 'data:,test1'), createLog(alice, 'data:,test2')] }),
    )
    expect(created.map((event) => event.content)).toEqual(['data:,test'])
  })

  it('calldata that repeats content falls through to the first valid event', () => {
    const { created } = run(
      tx('data:,test'),
      tx('data:,test', { logs: [createLog(alice, 'data:,test-log'), createLog(alice, 'data:,test-log-2')] }),
    )
    expect(created.map((event) => event.content)).toEqual(['data:,test', 'data:,test-log'])
    expect(created[1]).toMatchObject({ creator: contract, logIndex: 0 })
  })

  it('an invalid event is skipped for the next one; duplicate events create once', () => {
    const invalidFirst = run(
      tx('invalid', {
        to: contract,
        logs: [createLog(alice, 'invalid', otherContract), createLog(alice, 'data:,test-log')],
      }),
    )
    expect(invalidFirst.created).toMatchObject([
      { content: 'data:,test-log', creator: contract, logIndex: 1 },
    ])
    const duplicates = run(
      tx('invalid', {
        to: contract,
        logs: [createLog(alice, 'data:,test-log', otherContract), createLog(alice, 'data:,test-log')],
      }),
    )
    expect(duplicates.created).toMatchObject([{ creator: otherContract, logIndex: 0 }])
  })

  it('a bulk call of 500 events creates one ethscription', () => {
    const logs = Array.from({ length: 500 }, (_, index) =>
      createLog(alice, mint('eths', String(index + 1), '1000')),
    )
    expect(run(tx('0x12345678', { to: contract, logs })).created).toHaveLength(1)
  })

  it('an event with other topics or data that is not one ABI string creates nothing', () => {
    const wrongTopics = { ...createLog(alice, 'data:,x'), topics: [ethscriptionTopics.create] }
    const wrongData = { ...createLog(alice, 'data:,x'), data: '0x1234' as Hex }
    expect(run(tx('0x12345678', { to: contract, logs: [wrongTopics, wrongData] })).created).toHaveLength(0)
  })
})

describe('transfers (EthscriptionTransfer#is_valid_transfer?, ESIP-1, ESIP-2, ESIP-5)', () => {
  const transfers = (events: EthscriptionEvent[]) => events.filter((event) => event.kind === 'transferred')

  it('calldata of the id, sent by its owner to another address, moves it; sent by anyone else, nothing', () => {
    const { ownerOf, events } = run(
      tx('data:,item'),
      tx(idOf(0), { from: bob, to: bob }),
      tx(idOf(0), { to: bob }),
    )
    expect(transfers(events)).toMatchObject([{ id: idOf(0), from: alice, to: bob, logIndex: null }])
    expect(ownerOf(idOf(0))).toBe(bob)
  })

  it('ESIP-5: one calldata moves several ids, in order; an unknown id is skipped', () => {
    const unknown = `0x${'ab'.repeat(32)}`
    const input = `0x${idOf(0).slice(2)}${unknown.slice(2)}${idOf(1).slice(2)}` as Hex
    const { ownerOf, events } = run(tx('data:,one'), tx('data:,two'), tx(input, { to: bob }))
    expect(transfers(events).map((event) => event.id)).toEqual([idOf(0), idOf(1)])
    expect([ownerOf(idOf(0)), ownerOf(idOf(1))]).toEqual([bob, bob])
  })

  it('a transfer by calldata needs a recipient', () => {
    expect(transfers(run(tx('data:,one'), tx(idOf(0), { to: null })).events)).toHaveLength(0)
  })

  it('ESIP-1: a contract transfers what it owns, not what it does not', () => {
    const { ownerOf, events } = run(
      tx('data:,escrowed', { to: contract }),
      tx('0x12345678', { to: otherContract, logs: [esip1Log(bob, idOf(0), otherContract)] }),
      tx('0x12345678', { to: contract, logs: [esip1Log(bob, idOf(0))] }),
    )
    expect(transfers(events)).toMatchObject([{ from: contract, to: bob, logIndex: 0 }])
    expect(ownerOf(idOf(0))).toBe(bob)
  })

  it('ESIP-2: valid only while the previous owner is the one named', () => {
    // alice sends the item to the contract: previous owner alice.
    const wrong = run(
      tx('data:,item'),
      tx(idOf(0), { to: contract }),
      tx('0x12', { to: contract, logs: [esip2Log(bob, bob, idOf(0))] }),
    )
    expect(wrong.ownerOf(idOf(0))).toBe(contract)
    const right = run(
      tx('data:,item'),
      tx(idOf(0), { to: contract }),
      tx('0x12', { to: contract, logs: [esip2Log(alice, alice, idOf(0))] }),
    )
    expect(right.ownerOf(idOf(0))).toBe(alice)
  })

  it('in one transaction, the creation comes before the transfers', () => {
    const { created, events } = run(tx('data:,x', { to: contract, logs: [esip1Log(bob, idOf(0))] }))
    expect(created).toHaveLength(1)
    // The id is the transaction's own hash: the contract owns it as soon as it is created.
    expect(transfers(events)).toMatchObject([{ id: idOf(0), from: contract, to: bob }])
  })
})

describe("the erc-20 token format (token.rb): the issue's nine cases", () => {
  it("a protocol-format mint with an id counts: the reference spec's nodes example", () => {
    const { balanceOf, tickOf } = run(
      tx(deploy('nodes', '10000000000', '10000')),
      tx(mint('nodes', '335997', '10000')),
    )
    expect(tickOf('erc-20', 'nodes')).toMatchObject({
      minted: 10000n,
      holders: 1,
      max: 10000000000n,
      lim: 10000n,
    })
    expect(balanceOf('erc-20', 'nodes', alice)).toBe(10000n)
  })

  it('a mint without an id is an ethscription but no token item', () => {
    const { created, tickOf } = run(
      tx(deploy('eths', '21000000', '1000')),
      tx('data:,{"p":"erc-20","op":"mint","tick":"eths","amt":"1000"}'),
    )
    expect(created).toHaveLength(2)
    expect(tickOf('erc-20', 'eths')?.minted).toBe(0n)
  })

  it('the same mint twice counts once (content unique)', () => {
    const { tickOf } = run(
      tx(deploy('eths', '21000000', '1000')),
      tx(mint('eths', '1', '1000')),
      tx(mint('eths', '1', '1000'), { from: bob, to: bob }),
    )
    expect(tickOf('erc-20', 'eths')).toMatchObject({ minted: 1000n, holders: 1 })
  })

  it('no mint past max and no partial mint: max 260, lim 100 has ids 1 and 2 only', () => {
    const { tickOf, ignored, balanceOf } = run(
      tx(deploy('cap', '260', '100')),
      tx(mint('cap', '1', '100')),
      tx(mint('cap', '2', '100')),
      tx(mint('cap', '3', '100')),
    )
    expect(tickOf('erc-20', 'cap')?.minted).toBe(200n)
    expect(balanceOf('erc-20', 'cap', alice)).toBe(200n)
    expect(ignored).toEqual([{ id: idOf(3), reason: 'idOutOfRange' }])
  })

  it('amt below lim is no token item', () => {
    const { ignored, tickOf } = run(tx(deploy('eths', '21000000', '1000')), tx(mint('eths', '1', '999')))
    expect(ignored).toEqual([{ id: idOf(1), reason: 'amountNotLimit' }])
    expect(tickOf('erc-20', 'eths')?.minted).toBe(0n)
  })

  it('exact bytes only: a tick in capitals is another tick, spaces make no token item', () => {
    const { ignored, tickOf } = run(
      tx(deploy('eths', '21000000', '1000')),
      tx(mint('ETHS', '1', '1000')),
      tx('data:,{"p":"erc-20", "op":"mint","tick":"eths","id":"2","amt":"1000"}'),
      tx('data:application/json,{"p":"erc-20","op":"mint","tick":"eths","id":"3","amt":"1000"}'),
    )
    expect(ignored).toEqual([{ id: idOf(1), reason: 'notDeployed' }])
    expect(tickOf('erc-20', 'eths')?.minted).toBe(0n)
  })

  it("a mint sent to another address is the recipient's", () => {
    const { balanceOf } = run(
      tx(deploy('eths', '21000000', '1000')),
      tx(mint('eths', '7', '1000'), { to: bob }),
    )
    expect(balanceOf('erc-20', 'eths', bob)).toBe(1000n)
    expect(balanceOf('erc-20', 'eths', alice)).toBe(0n)
  })

  it("ESIP-3: a contract's creation credits the named owner (one per transaction)", () => {
    const { balanceOf } = run(
      tx(deploy('eths', '21000000', '1000')),
      tx('0x12345678', {
        to: contract,
        logs: [createLog(bob, mint('eths', '1', '1000')), createLog(bob, mint('eths', '2', '1000'))],
      }),
    )
    expect(balanceOf('erc-20', 'eths', bob)).toBe(1000n)
  })

  it('ESIP-6: a rule=esip6 mint may repeat but is no token item (the format is data:,{...} exactly)', () => {
    const uri = 'data:;rule=esip6,{"p":"erc-20","op":"mint","tick":"eths","id":"1","amt":"1000"}'
    const { created, tickOf } = run(tx(deploy('eths', '21000000', '1000')), tx(uri), tx(uri))
    expect(created).toHaveLength(3)
    expect(tickOf('erc-20', 'eths')?.minted).toBe(0n)
  })

  it('balances follow the items: a calldata transfer of an item moves lim', () => {
    const { balanceOf, tickOf } = run(
      tx(deploy('eths', '21000000', '1000')),
      tx(mint('eths', '1', '1000')),
      tx(mint('eths', '2', '1000')),
      tx(idOf(1), { to: bob }),
    )
    expect(balanceOf('erc-20', 'eths', alice)).toBe(1000n)
    expect(balanceOf('erc-20', 'eths', bob)).toBe(1000n)
    expect(tickOf('erc-20', 'eths')).toMatchObject({ minted: 2000n, holders: 2 })
  })

  it('a JSON transfer op moves nothing', () => {
    const { balanceOf } = run(
      tx(deploy('eths', '21000000', '1000')),
      tx(mint('eths', '1', '1000')),
      tx('data:,{"p":"erc-20","op":"transfer","tick":"eths","amt":"1000"}', { to: bob }),
    )
    expect(balanceOf('erc-20', 'eths', alice)).toBe(1000n)
    expect(balanceOf('erc-20', 'eths', bob)).toBe(0n)
  })

  it('the first deploy of a tick wins; a mint before the deploy is no item', () => {
    const { tickOf, ignored } = run(
      tx(mint('eths', '1', '1000')),
      tx(deploy('eths', '21000000', '1000')),
      tx(deploy('eths', '42000000', '1000'), { from: bob, to: bob }),
    )
    expect(tickOf('erc-20', 'eths')).toMatchObject({ max: 21000000n, deployer: alice })
    expect(ignored).toEqual([{ id: idOf(0), reason: 'notDeployed' }])
  })
})

describe('conventions of other labels (inscriptionConventions)', () => {
  const bscMint = 'data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}'

  it('BSC-20 (Glypher): the same mint repeats and counts until max / lim items exist, then nothing', () => {
    const { tickOf, ignored, balanceOf } = run(
      tx(deploy('bnbs', '3000', '1000', 'bsc-20')),
      tx(bscMint),
      tx(bscMint, { to: bob }),
      tx(bscMint),
      tx(bscMint),
    )
    expect(tickOf('bsc-20', 'bnbs')).toMatchObject({ minted: 3000n, holders: 2 })
    expect(balanceOf('bsc-20', 'bnbs', alice)).toBe(2000n)
    expect(balanceOf('bsc-20', 'bnbs', bob)).toBe(1000n)
    expect(ignored).toEqual([{ id: idOf(4), reason: 'fullyMinted' }])
  })

  it('BSC-20: a deploy whose max is no multiple of lim is no token; mints by contracts and ids do not count', () => {
    const odd = run(tx(deploy('odd', '2500', '1000', 'bsc-20')))
    expect(odd.tickOf('bsc-20', 'odd')).toBeUndefined()
    const { ignored, tickOf } = run(
      tx(deploy('bnbs', '3000', '1000', 'bsc-20')),
      tx('0x12345678', { to: contract, logs: [createLog(alice, bscMint)] }),
      tx(mint('bnbs', '1', '1000', 'bsc-20')),
    )
    expect(ignored).toEqual([{ id: idOf(1), reason: 'notCalldata' }])
    expect(tickOf('bsc-20', 'bnbs')?.minted).toBe(0n)
  })

  it('a label without public rules follows the reference: an id and amt equal to lim', () => {
    const { tickOf } = run(
      tx(deploy('frog', '10000', '100', 'base-20')),
      tx(mint('frog', '1', '100', 'base-20')),
    )
    expect(tickOf('base-20', 'frog')?.minted).toBe(100n)
  })

  it("an account-model label (ASC-20) is not this layer's: no token, no item", () => {
    const { tickOf } = run(tx(deploy('dino', '10000', '100', 'asc-20')))
    expect(tickOf('asc-20', 'dino')).toBeUndefined()
  })
})

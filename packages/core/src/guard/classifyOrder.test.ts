import { type Address, getAddress, maxUint256, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { classifyWalletRequest } from './classifyWalletRequest.ts'

const seaport = getAddress('0x0000000000000068f116a894984e2db1123eb395')
const offerer = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const attacker = getAddress('0x00000000000000000000000000000000a77ac4e7')
const opensea = getAddress('0x0000a26b00c1f0df003000390027140000faa719')
const bayc = getAddress('0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d')
const weth = getAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2')

const item = (
  itemType: number,
  token: Address,
  identifierOrCriteria: bigint | number,
  start: bigint,
  end = start,
) => ({
  itemType,
  token,
  identifierOrCriteria: identifierOrCriteria.toString(),
  startAmount: start.toString(),
  endAmount: end.toString(),
})
const order = (offer: unknown[], consideration: unknown[], extra: Record<string, unknown> = {}) => ({
  types: {},
  domain: { name: 'Seaport', version: '1.6', chainId: 1, verifyingContract: seaport },
  primaryType: 'OrderComponents',
  message: {
    offerer,
    zone: zeroAddress,
    offer,
    consideration,
    orderType: 0,
    startTime: '1700000000',
    endTime: '1900000000',
    zoneHash: `0x${'0'.repeat(64)}`,
    salt: '1',
    conduitKey: `0x${'0'.repeat(64)}`,
    counter: '0',
    ...extra,
  },
})
const sign = (typedData: unknown) =>
  classifyWalletRequest({ method: 'eth_signTypedData_v4', params: [offerer, JSON.stringify(typedData)] })

describe('Seaport-style orders in eth_signTypedData (issue 80)', () => {
  it('a listing: the NFT given, the coin back to the seller at its least, the fee to others', () => {
    const finding = sign(
      order(
        [item(2, bayc, 7, 1n)],
        [
          // A Dutch auction falling from 10 to 9.75 ETH: the seller gets at least 9.75.
          { ...item(0, zeroAddress, 0, 10n * 10n ** 18n, 975n * 10n ** 16n), recipient: offerer },
          { ...item(0, zeroAddress, 0, 25n * 10n ** 16n), recipient: opensea },
        ],
      ),
    )
    expect(finding).toEqual({
      kind: 'order',
      offerer,
      give: [{ asset: 'erc721', token: bayc, identifier: 7n, amount: 1n, anyOf: false }],
      get: [{ asset: 'native', token: zeroAddress, amount: 975n * 10n ** 16n, anyOf: false }],
      toOthers: [
        { asset: 'native', token: zeroAddress, amount: 25n * 10n ** 16n, anyOf: false, recipient: opensea },
      ],
      startTime: 1_700_000_000n,
      endTime: 1_900_000_000n,
      market: seaport,
      chainId: 1,
      signer: offerer,
    })
  })

  it('the "free listing" phishing: every item given, nothing back, all of it to the attacker', () => {
    const finding = sign(
      order(
        [item(2, bayc, 7, 1n), item(2, bayc, 8, 1n)],
        [
          { ...item(2, bayc, 7, 1n), recipient: attacker },
          { ...item(2, bayc, 8, 1n), recipient: attacker },
        ],
      ),
    )
    expect(finding).toMatchObject({ kind: 'order', get: [], give: [{ identifier: 7n }, { identifier: 8n }] })
    expect(finding?.kind === 'order' && finding.toOthers.map((other) => other.recipient)).toEqual([
      attacker,
      attacker,
    ])
  })

  it('a collection offer: WETH given at its most, any item of the collection back (criteria)', () => {
    const finding = sign(
      order(
        [item(1, weth, 0, 10n ** 18n, 2n * 10n ** 18n)],
        [{ ...item(4, bayc, 0, 1n), recipient: offerer }],
      ),
    )
    expect(finding).toMatchObject({
      kind: 'order',
      give: [{ asset: 'erc20', token: weth, amount: 2n * 10n ** 18n, anyOf: false }],
      get: [{ asset: 'erc721', token: bayc, amount: 1n, anyOf: true }],
    })
    expect(finding?.kind === 'order' && 'identifier' in (finding.get[0] ?? {})).toBe(false)
  })

  it('reads what does not parse, or offers nothing, as no order', () => {
    expect(sign(order([{ ...item(9, bayc, 7, 1n) }], []))).toBeUndefined()
    expect(sign(order([item(2, 'bayc' as Address, 7, 1n)], []))).toBeUndefined()
    expect(sign(order([], [{ ...item(0, zeroAddress, 0, 1n), recipient: offerer }]))).toBeUndefined()
    expect(sign(order([item(2, bayc, 7, 1n)], [item(0, zeroAddress, 0, 1n)]))).toBeUndefined()
    expect(sign(order([item(2, bayc, 7, 1n)], [], { endTime: '-1' }))).toBeUndefined()
    // A permit is still a permit.
    expect(
      sign({
        primaryType: 'Permit',
        domain: { chainId: 1, verifyingContract: weth },
        message: { owner: offerer, spender: attacker, value: maxUint256.toString(), nonce: 0, deadline: 1 },
      })?.kind,
    ).toBe('permit')
  })
})

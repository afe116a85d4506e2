import { randomBytes } from 'node:crypto'
import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, getContractAddress, hexToBytes } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadVanityWasm } from '../testing/loadVanityWasm.ts'
import type { BytePattern, VanityWasm } from './vanityWasm.ts'

/** The pattern matching exactly `address` (all 20 bytes). */
function exactly(address: string): BytePattern {
  return { mask: new Uint8Array(20).fill(0xff), value: hexToBytes(address as `0x${string}`) }
}

/** The address a CREATE2 with these inputs makes, by noble's keccak. */
function create2Address(deployer: Uint8Array, salt: Uint8Array, initCodeHash: Uint8Array): Uint8Array {
  const preimage = new Uint8Array(85)
  preimage[0] = 0xff
  preimage.set(deployer, 1)
  preimage.set(salt, 21)
  preimage.set(initCodeHash, 53)
  return keccak_256(preimage).slice(12)
}

const matches = (address: Uint8Array, pattern: BytePattern) =>
  address.every((byte, index) => (byte & pattern.mask[index]!) === pattern.value[index])

describe('CREATE2 salt walk in WebAssembly', () => {
  let wasm: VanityWasm
  beforeAll(async () => {
    wasm = await loadVanityWasm()
  })

  // EIP-1014's examples whose salt ends in eight zero bytes: each is counter 0 of its own salt.
  it.each([
    [
      '0x0000000000000000000000000000000000000000',
      `0x${'00'.repeat(32)}`,
      '0x00',
      '0x4D1A2e2bB4F88F0250f26Ffff098B0b30B26BF38',
    ],
    [
      '0xdeadbeef00000000000000000000000000000000',
      '0x000000000000000000000000feed000000000000000000000000000000000000',
      '0x00',
      '0xD04116cDd17beBE565EB2422F2497E06cC1C9833',
    ],
  ])('finds EIP-1014 deployer %s salt %s init code %s at %s', (deployer, salt, initCode, expected) => {
    const saltBytes = hexToBytes(salt as `0x${string}`)
    // The walk writes its counter into the salt's last 8 bytes.
    const counter = BigInt(bytesToHex(saltBytes.slice(24)))
    const base = saltBytes.slice()
    base.fill(0, 24)
    wasm.setPatterns([exactly(expected)], false)
    wasm.startCreate2(
      hexToBytes(deployer as `0x${string}`),
      base,
      keccak_256(hexToBytes(initCode as `0x${string}`)),
    )
    expect(counter).toBe(0n)
    expect(wasm.searchCreate2(2)).toBe('found')
    expect(bytesToHex(wasm.create2HitSalt)).toBe(salt)
  })

  it('finds the first salt whose address matches, every earlier one refused, re-derived by viem', () => {
    const deployer = randomBytes(20)
    const initCodeHash = keccak_256(randomBytes(100))
    const base = new Uint8Array(randomBytes(32))
    const pattern: BytePattern = { mask: new Uint8Array(20), value: new Uint8Array(20) }
    pattern.mask[0] = 0xff
    pattern.value[0] = 0xab
    wasm.setPatterns([pattern], false)
    wasm.startCreate2(deployer, base, initCodeHash)
    // One byte: 1 in 256 salts; 2^20 tries miss it with probability e^-4096.
    let found = false
    for (let round = 0; round < 256 && !found; round++) found = wasm.searchCreate2(4096) === 'found'
    expect(found).toBe(true)
    const salt = wasm.create2HitSalt
    expect(salt.slice(0, 24)).toEqual(base.slice(0, 24))
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: bytesToHex(deployer),
      salt,
      bytecodeHash: initCodeHash,
    })
    expect(address.toLowerCase().startsWith('0xab')).toBe(true)
    // No earlier salt of the walk matched.
    const hit = BigInt(bytesToHex(salt.slice(24)))
    for (let c = 0n; c < hit; c++) {
      const earlier = salt.slice()
      for (let i = 31, v = c; i >= 24; i--, v >>= 8n) earlier[i] = Number(v & 0xffn)
      expect(matches(create2Address(deployer, earlier, initCodeHash), pattern)).toBe(false)
    }
    expect(wasm.create2Attempts).toBeGreaterThan(Number(hit))
  })
})

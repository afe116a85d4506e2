import { loadVanityWasm } from '@tokenbox/vanity/testing'
import { keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { lastHit, proxyCreate2Address, searchEvents, vanityInput } from '../../testing/vanitySearchTesting.ts'
import { deterministicDeployer } from '../evm/deterministicDeployment.ts'
import { create2DeploymentRequest, parseCreate2Target } from './create2Target.ts'
import { deriveCreate2Address, runVanitySearch } from './vanitySearch.ts'

const initCode =
  '0x6080604052348015600e575f5ffd5b50603e80601a5f395ff3fe60806040525f5ffdfea164736f6c6343000818000a'

describe('parseCreate2Target', () => {
  it('reads the proxy when no deployer is typed, and hashes the init code', () => {
    const parsed = parseCreate2Target({
      deployer: ' ',
      initCode: ` ${initCode.slice(0, 30)}\n${initCode.slice(30)} `,
    })
    expect(parsed).toEqual({
      ok: true,
      target: { deployer: deterministicDeployer, initCodeHash: keccak256(initCode), initCode },
    })
  })

  it('reads exactly 32 bytes as the init code hash, and any-case deployers', () => {
    const hash = keccak256(initCode)
    const parsed = parseCreate2Target({
      deployer: '0xdeadbeef00000000000000000000000000000000',
      initCode: hash.slice(2),
    })
    expect(parsed).toEqual({
      ok: true,
      target: { deployer: '0xdEADBEeF00000000000000000000000000000000', initCodeHash: hash },
    })
  })

  it.each([
    [{ deployer: '0x1234', initCode }, 'deployer'],
    [{ deployer: '0xDEADbeef00000000000000000000000000000000', initCode }, 'deployer'],
    [{ deployer: '', initCode: '' }, 'initCode'],
    [{ deployer: '', initCode: '0x60806' }, 'initCode'],
    [{ deployer: '', initCode: '0x6080zz' }, 'initCode'],
  ])('refuses %j naming %s', (input, field) => {
    expect(parseCreate2Target(input)).toMatchObject({ ok: false, field, issue: `validation.${field}` })
  })
})

describe('create2DeploymentRequest', () => {
  it('calls the proxy with salt ++ init code, and has nothing to send without the code or for another deployer', () => {
    const salt = `0x${'11'.repeat(32)}` as const
    const parsed = parseCreate2Target({ deployer: '', initCode })
    if (!parsed.ok) throw new Error('refused')
    expect(create2DeploymentRequest(parsed.target, salt)).toEqual({
      to: deterministicDeployer,
      data: `${salt}${initCode.slice(2)}`,
    })
    expect(create2DeploymentRequest({ ...parsed.target, initCode: undefined }, salt)).toBeUndefined()
    expect(
      create2DeploymentRequest(
        { ...parsed.target, deployer: '0xdEADBEeF00000000000000000000000000000000' },
        salt,
      ),
    ).toBeUndefined()
  })
})

describe('runVanitySearch for a CREATE2 salt, on the real module', () => {
  it('finds a salt whose contract address has the prefix, re-derived by viem, and posts no key', async () => {
    const parsed = parseCreate2Target({ deployer: '', initCode })
    if (!parsed.ok) throw new Error('refused')
    const wasm = await loadVanityWasm()
    const input = vanityInput({ text: 'c0de', target: 'contract' })
    const events = await searchEvents((io) =>
      runVanitySearch(wasm, { type: 'start', input, create2: parsed.target }, { ...io, sliceMs: 5 }),
    )
    const found = lastHit(events, 'foundSalt')
    expect(found.contractAddress.slice(2, 6).toLowerCase()).toBe('c0de')
    expect(proxyCreate2Address(found.salt, initCode)).toBe(found.contractAddress)
    expect(found).not.toHaveProperty('privateKey')
    expect(events.filter((event) => event.type === 'progress').length).toBeGreaterThan(0)
  })

  it('derives EIP-1014 example 1', () => {
    expect(
      deriveCreate2Address(
        { deployer: '0x0000000000000000000000000000000000000000', initCodeHash: keccak256('0x00') },
        `0x${'00'.repeat(32)}`,
      ).contractAddress,
    ).toBe('0x4D1A2e2bB4F88F0250f26Ffff098B0b30B26BF38')
  })
})

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { explorerApiUrlFor } from '../src/explorer/explorerApiUrlFor.ts'
import { readShippedVerifyInputs } from '../src/explorer/readShippedVerifyInputs.ts'

describe('explorerApiUrlFor', () => {
  it("uses the catalogue's Etherscan v2 endpoint, with its chainid", () => {
    expect(explorerApiUrlFor({}, 56)).toEqual({
      kind: 'api',
      url: 'https://api.etherscan.io/v2/api?chainid=56',
    })
    expect(explorerApiUrlFor({}, 1116)).toEqual({ kind: 'api', url: 'https://openapi.coredao.org/api' })
  })

  it('answers noApi for the local chain and for catalogue chains without an explorer API', () => {
    expect(explorerApiUrlFor({}, 31337)).toEqual({ kind: 'noApi' })
    expect(explorerApiUrlFor({}, 128)).toEqual({ kind: 'noApi' }) // Heco: `api: ''`
  })

  it('answers unknownChain for a chain TokenBox does not know', () => {
    expect(explorerApiUrlFor({}, 999_999)).toEqual({ kind: 'unknownChain' })
  })

  it("prefers the operator's EXPLORER_API_URL_<chainId>, which can also give the local chain one", () => {
    const overrides = { 56: 'http://127.0.0.1:4000/v2/api', 31337: 'http://127.0.0.1:4001/v2/api' }
    expect(explorerApiUrlFor(overrides, 56)).toEqual({ kind: 'api', url: 'http://127.0.0.1:4000/v2/api' })
    expect(explorerApiUrlFor(overrides, 31337)).toEqual({ kind: 'api', url: 'http://127.0.0.1:4001/v2/api' })
    expect(explorerApiUrlFor(overrides, 999_999)).toEqual({ kind: 'unknownChain' })
  })
})

describe('readShippedVerifyInputs', () => {
  it('reads the generated inputs by contract name, the templates among them, no test-only contract', async () => {
    const inputs = await readShippedVerifyInputs()
    expect(inputs.get('StandardToken')?.contractName).toBe(
      'project/src/tokens/templates/StandardToken.sol:StandardToken',
    )
    expect([...inputs.keys()]).toEqual(expect.arrayContaining(['StandardToken', 'MemeToken', 'NormalToken']))
    expect(inputs.has('ReferenceERC20')).toBe(false)
    expect(inputs.get('NormalToken')?.compilerVersion).toMatch(/^v0\.8\.\d+\+commit\.[0-9a-f]{8}$/)
  })

  it('refuses a file whose content names another contract', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tokenbox-verify-inputs-'))
    try {
      writeFileSync(join(dir, 'Token.json'), JSON.stringify({ contractName: 'src/Other.sol:Other' }))
      await expect(readShippedVerifyInputs(dir)).rejects.toThrow(/does not name Token/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

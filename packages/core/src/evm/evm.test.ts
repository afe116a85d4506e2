import { describe, expect, it } from 'vitest'
import { chainCatalogue } from '../chains/chainCatalogue.ts'
import { evmLevels } from '../chains/types.ts'
import { contractBytecode } from '../contracts/bytecodes.ts'
import * as contracts from '../contracts/index.ts'
import { taxTokenRuntime } from '../contracts/TaxToken.abi.ts'
import { buildForLevel, contractBuilds } from './contractBuild.ts'
import { buildForProbe, evmProbeCodes } from './probeEvm.ts'
import { describeBuildMismatch } from './readChainBuild.ts'

describe('buildForLevel', () => {
  it('gives the cancun build from cancun on and the london build before it', () => {
    expect(evmLevels.map(buildForLevel)).toEqual(['london', 'london', 'london', 'london', 'cancun', 'cancun'])
  })

  it('sends the catalogue chains without transient storage to the london build', () => {
    const london = chainCatalogue.filter((chain) => buildForLevel(chain.evm.level) === 'london')
    expect(london.map((chain) => chain.slug).sort()).toEqual(
      ['canto', 'fantom', 'heco', 'okxchain', 'pego', 'polygon-zkevm'].sort(),
    )
  })
})

describe('buildForProbe', () => {
  it('needs all three opcodes for the cancun build', () => {
    expect(buildForProbe({ push0: true, tstore: true, mcopy: true })).toBe('cancun')
    expect(buildForProbe({ push0: true, tstore: false, mcopy: false })).toBe('london')
    expect(buildForProbe({ push0: true, tstore: true, mcopy: false })).toBe('london')
    expect(buildForProbe({ push0: false, tstore: false, mcopy: false })).toBe('london')
  })
})

describe('evmProbeCodes', () => {
  // PUSH0 0x5f, TSTORE 0x5d, TLOAD 0x5c, MCOPY 0x5e: each probe holds its own opcode and no other
  // new one, and the baseline holds none (read as opcodes, skipping PUSH1 operands).
  const opcodes = (code: string) => {
    const bytes = code.slice(2).match(/../g)!
    const found: string[] = []
    for (let index = 0; index < bytes.length; index++) {
      found.push(bytes[index]!)
      if (bytes[index] === '60') index++ // PUSH1's operand is data, not an opcode
    }
    return found
  }
  const newer = ['5f', '5c', '5d', '5e']
  it('probes each opcode alone', () => {
    expect(opcodes(evmProbeCodes.baseline).filter((op) => newer.includes(op))).toEqual([])
    expect(opcodes(evmProbeCodes.push0).filter((op) => newer.includes(op))).toEqual(['5f', '5f'])
    expect(opcodes(evmProbeCodes.tstore).filter((op) => newer.includes(op))).toEqual(['5d', '5c'])
    expect(opcodes(evmProbeCodes.mcopy).filter((op) => newer.includes(op))).toEqual(['5e'])
  })
})

describe('the generated builds', () => {
  it('lists cancun first', () => {
    expect(contractBuilds).toEqual(['cancun', 'london'])
  })

  it('has two different bytecodes and fingerprints per contract', async () => {
    const [cancun, london] = await Promise.all([
      contractBytecode.TaxToken.cancun(),
      contractBytecode.TaxToken.london(),
    ])
    expect(cancun).not.toBe(london)
    expect(taxTokenRuntime.cancun.codeHash).not.toBe(taxTokenRuntime.london.codeHash)
    // EIP-170: the london build (no PUSH0) is larger and must still fit.
    for (const [name, loaders] of Object.entries(contractBytecode)) {
      expect(loaders.london, name).toBeTypeOf('function')
    }
  })
})

/** EIP-170's limit on deployed code, and the room every contract keeps below it (issue 49). */
const codeSizeLimit = 24_576
const codeSizeRoom = 2_048

describe('the generated runtimes', () => {
  const runtimes = Object.entries(contracts).filter(([name]) => name.endsWith('Runtime')) as [
    string,
    { cancun: { codeLength: number }; london: { codeLength: number } },
  ][]

  it('covers every shipped contract', () => {
    expect(runtimes.length).toBeGreaterThan(30)
  })

  it('keeps 2 kB of EIP-170 room in both builds, so a fix still fits', () => {
    const short = runtimes.flatMap(([name, runtime]) =>
      (['cancun', 'london'] as const)
        .filter((build) => runtime[build].codeLength > codeSizeLimit - codeSizeRoom)
        .map((build) => `${name.replace(/Runtime$/, '')} ${build} ${runtime[build].codeLength}`),
    )
    expect(short).toEqual([])
  })
})

describe('describeBuildMismatch', () => {
  it('names the chain, the catalogue level and what the node ran', () => {
    expect(
      describeBuildMismatch(56, 'prague', {
        build: 'london',
        expected: 'cancun',
        mismatch: true,
        probe: { push0: true, tstore: false, mcopy: false },
      }),
    ).toBe(
      'EVM probe of chain 56: the catalogue says prague (cancun build), the node runs the london build (PUSH0 yes, TSTORE no, MCOPY no)',
    )
  })
})

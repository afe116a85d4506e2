/**
 * The promise matrix (packages/core/src/promises/promiseMatrix.ts) against the compiled contracts:
 * one test per cell (the family uses the promise's shared code, and what proves it there exists),
 * one per promise that finds, by ABI, every contract making it (a new sibling cannot forget it), and
 * one that the generated tests and the README section are what the matrix generates.
 */
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { chainPromises } from '@tokenbox/core/promises/promiseMatrix.ts'
import { generatedTest, normalisedMarkdown, readmeWithMatrix } from '../../scripts/generatePromiseTests.ts'
import {
  type AbiParameter,
  type Artifact,
  artifactsRoot,
  sourceArtifacts,
} from '../../scripts/sourceArtifacts.ts'

const contractsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

type AstNode = { nodeType?: string; id?: number; name?: string; [key: string]: unknown }

/**
 * The contract definitions of one build, by AST id: walking a build's whole AST is the slow part of
 * this file, and every cell of a build asks the same, so each build is walked once.
 */
const buildContracts = new Map<string, Map<number, AstNode>>()
function contractsOfBuild(id: string): Map<number, AstNode> {
  let contracts = buildContracts.get(id)
  if (!contracts) {
    const { output } = JSON.parse(
      readFileSync(path.join(artifactsRoot, 'build-info', `${id}.output.json`), 'utf8'),
    ) as { output: { sources: Record<string, { ast: AstNode }> } }
    contracts = new Map()
    for (const source of Object.values(output.sources)) {
      for (const node of nodes(source.ast)) {
        if (node.nodeType === 'ContractDefinition' && typeof node.id === 'number')
          contracts.set(node.id, node)
      }
    }
    buildContracts.set(id, contracts)
  }
  return contracts
}

function* nodes(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) for (const child of node) yield* nodes(child)
  else if (node && typeof node === 'object') {
    yield node as AstNode
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* nodes(value)
  }
}

/**
 * The names a contract uses, with its bases and every library their code calls (the launchpad
 * factory keeps its terms through PresaleValidation, which calls LiquidityFloor), followed to the
 * end: the contracts' own names, the identifiers they name or define (functions, constants) and
 * their `Library.member` accesses. Read once a contract; every promise it is a cell of asks.
 */
const contractSymbols = new Map<string, { names: Set<string>; members: Set<string> }>()
function symbolsOf(artifact: Artifact): { names: Set<string>; members: Set<string> } {
  const key = `${artifact.buildInfoId}:${artifact.contractName}`
  const known = contractSymbols.get(key)
  if (known) return known
  const contracts = contractsOfBuild(artifact.buildInfoId)
  const own = [...contracts.values()].find((node) => node.name === artifact.contractName)
  assert.ok(own, `${artifact.contractName} has no contract definition in its build`)
  const bases = ((own.linearizedBaseContracts as number[]) ?? [])
    .map((id) => contracts.get(id))
    .filter((node): node is AstNode => node !== undefined)
  const symbols = { names: new Set<string>(), members: new Set<string>() }
  for (let index = 0; index < bases.length; index++) {
    const base = bases[index] as AstNode
    if (base.name) symbols.names.add(base.name)
    for (const node of nodes(base)) {
      const target = contracts.get(node.referencedDeclaration as number)
      if (target && target.contractKind === 'library' && !bases.includes(target)) bases.push(target)
      const namesIt = node.nodeType === 'Identifier' || node.nodeType === 'IdentifierPath'
      const definesIt = node.nodeType === 'FunctionDefinition' || node.nodeType === 'VariableDeclaration'
      if ((namesIt || definesIt) && node.name) symbols.names.add(node.name)
      const owner = (node.expression as AstNode | undefined)?.name
      if (node.nodeType === 'MemberAccess' && owner) symbols.members.add(`${owner}.${node.memberName}`)
    }
  }
  contractSymbols.set(key, symbols)
  return symbols
}

/**
 * Whether `contract` (with its bases) uses `symbol`: inherits a contract of that name, defines a
 * function or constant of that name, or names it (`Library` or `Library.member`) in its code or its
 * bases' code.
 */
function usesSymbol(artifact: Artifact, symbol: string): boolean {
  const { names, members } = symbolsOf(artifact)
  const [owner, member] = symbol.split('.')
  return member ? members.has(`${owner}.${member}`) : names.has(owner as string)
}

const hasInput = (parameters: AbiParameter[] | undefined, name: string): boolean =>
  (parameters ?? []).some((parameter) => parameter.name === name || hasInput(parameter.components, name))

function makesPromise(artifact: Artifact, madeBy: { abiFunction?: string; abiInput?: string }): boolean {
  if (artifact.bytecode === '0x' || artifact.bytecode === '') return false // abstract, interface, library
  return artifact.abi.some(
    (item) =>
      (madeBy.abiFunction !== undefined && item.type === 'function' && item.name === madeBy.abiFunction) ||
      (madeBy.abiInput !== undefined && hasInput(item.inputs, madeBy.abiInput)),
  )
}

/** The contracts of contracts/src that can make a promise (the test-only ones sit in test/fixtures/). */
const artifacts = sourceArtifacts()

for (const promise of chainPromises) {
  describe(`promise ${promise.id}`, () => {
    it('its shared code exists where the matrix says', () => {
      const file = path.join(contractsRoot, promise.enforcedBy.file)
      assert.ok(existsSync(file), `${promise.enforcedBy.file} is missing`)
      const name = promise.enforcedBy.symbol.split('.').at(-1) as string
      assert.match(
        readFileSync(file, 'utf8'),
        new RegExp(`\\b${name}\\b`),
        `${name} is not in ${promise.enforcedBy.file}`,
      )
    })

    if (promise.bound) {
      const bound = promise.bound
      it(`its bound is the contracts' ${bound.solidity}`, () => {
        // `Name.CONSTANT`: the constant's definition in the shared file, e.g. `= 5_100;` or `= 30 days;`.
        const constant = bound.solidity.split('.').at(-1) as string
        const text = readFileSync(path.join(contractsRoot, promise.enforcedBy.file), 'utf8')
        const match = text.match(new RegExp(`\\b${constant}\\s*=\\s*([0-9_]+)\\s*(days)?\\s*;`))
        assert.ok(match, `${constant} is not defined with a number in ${promise.enforcedBy.file}`)
        const value = BigInt((match[1] as string).replaceAll('_', '')) * (match[2] === 'days' ? 86_400n : 1n)
        assert.equal(value, bound.value, `${bound.solidity} is ${value}, the matrix says ${bound.value}`)
      })
    }

    for (const [family, cell] of Object.entries(promise.families)) {
      it(`${family}: uses ${promise.enforcedBy.symbol} and has its proof`, () => {
        assert.ok(artifacts.get(family), `no compiled contract ${family}`)
        const keeper = artifacts.get(cell.via ?? family)
        assert.ok(keeper, `no compiled contract ${cell.via}`)
        assert.ok(
          usesSymbol(keeper, promise.enforcedBy.symbol),
          `${cell.via ?? family} does not use ${promise.enforcedBy.symbol}`,
        )
        assert.ok(cell.test || cell.subject, `${family} has neither a named test nor a generated one`)
        if (cell.test) {
          const file = path.join(contractsRoot, cell.test.file)
          assert.ok(existsSync(file), `${cell.test.file} is missing`)
          const text = readFileSync(file, 'utf8')
          const named = file.endsWith('.sol')
            ? text.includes(`function ${cell.test.name}(`)
            : text.includes(cell.test.name)
          assert.ok(named, `${cell.test.file} has no test ${cell.test.name}`)
        }
        if (cell.subject) {
          const generated = generatedTest(promise)
          assert.ok(generated, `${promise.id} has subjects but no generic test`)
          assert.ok(
            generated.source.includes(
              `contract ${generated.file.match(/(\w+)\.t\.sol$/)?.[1]}${family}Test `,
            ),
          )
        }
      })
    }

    if (promise.madeBy) {
      const madeBy = promise.madeBy
      it('every contract whose ABI makes it is a family of it (or exempt, with the reason)', () => {
        const makers = [...artifacts.values()].filter((artifact) => makesPromise(artifact, madeBy))
        assert.ok(makers.length > 0, `no contract matches ${JSON.stringify(madeBy)}`)
        const missing = makers
          .map((artifact) => artifact.contractName)
          .filter((name) => !(name in promise.families) && !(name in (promise.exempt ?? {})))
        assert.deepEqual(
          missing,
          [],
          `these contracts make the promise ${promise.id} but are not in the matrix`,
        )
      })
    }
  })
}

describe('the promise matrix generates', () => {
  it('the generic tests and the README section as committed', () => {
    for (const promise of chainPromises) {
      const generated = generatedTest(promise)
      if (!generated) continue
      assert.equal(readFileSync(generated.file, 'utf8'), generated.source, `${generated.file} is stale`)
    }
    const readme = readFileSync(path.join(contractsRoot, 'README.md'), 'utf8')
    assert.equal(
      normalisedMarkdown(readme),
      normalisedMarkdown(readmeWithMatrix(readme)),
      'README.md is stale',
    )
  })
})

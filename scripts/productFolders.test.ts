/**
 * Test code stays out of the product's source folders (issue 78 point 9, docs/design-rules.md rule
 * 10). A product source folder is a workspace's `src/` (contracts/src: only what ships); test code
 * is a test file (`*.test.ts(x)`, `*.t.sol`, which sit beside what they test) or anything under a
 * `testing/` or `test/` folder beside `src/`, `e2e/` or `bench/`. The rules, each a test below:
 * no test folder inside `src/`, no test framework imported by a product module, no product module
 * that only test code imports (a test's helper), no product module importing test code, and
 * core's package face exporting no test.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ImportEdge, importEdges, isTestFile, listFiles, repoRoot, specifiersOf } from './importGraph.ts'

const workspaces = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces

/** Each workspace's `src/`: what ships (bundled, served or deployed). */
const productFolders = workspaces
  .map((workspace) => `${workspace}/src`)
  .filter((dir) => listFiles(dir, ['']).length > 0)

const inProductFolder = (file: string) => productFolders.some((dir) => file.startsWith(`${dir}/`))

/** Test code: a test file anywhere, or a file of a test folder outside `src/`, e2e/ or bench/. */
const isTestCode = (file: string) =>
  isTestFile(file) ||
  /^(e2e|bench)\//.test(file) ||
  (!inProductFolder(file) && /(^|\/)(testing|test)\//.test(file))

/** Non-test files of the product folders. */
const productModule = (file: string) => inProductFolder(file) && !isTestFile(file)

/** Folder names that say "test code" and so have no place inside `src/`. */
const testFolderNames = new Set(['test', 'tests', 'testing', '__tests__', 'mocks', '__mocks__', 'fixtures'])

/** Packages only tests use: a product module that imports one is test code. */
const testFrameworks =
  /^(vitest|@vitest\/.*|@testing-library\/.*|fast-check|happy-dom|playwright(-core)?|puppeteer(-core)?)$/

/**
 * Product modules that only tests call so far, with why they are product code all the same (the
 * rule below fails on any other). Not test helpers: each is product logic its own test exercises;
 * a product caller, or removal, is owed.
 */
const productModulesOnlyTestsCallYet: Record<string, string> = {
  'packages/core/src/inscription/indexer/emptyInscriptionIndexState.ts':
    "the indexer's starting state; the server's follower keeps its state in its database",
  'packages/core/src/inscription/indexer/revertInscriptionEffects.ts':
    "the indexer's reorg undo; the server's follower rereads blocks instead",
  'packages/core/src/inscription/sale/quoteInscriptionSale.ts':
    "the sale contract's quote; the sale page reads its state through readInscriptionSale",
  'packages/core/src/logs/blockRanges.ts': 'eth_getLogs ranges of a fixed size; scanLogs sizes its own',
}

/** Every TypeScript file of the repository the rules look at: the workspaces and the scripts. */
const allFiles = [...workspaces, 'scripts'].flatMap((dir) => listFiles(dir))
const edges = importEdges(allFiles)

/**
 * The product modules that only test code imports, directly or through other such modules (a
 * helper's own helper), each with one of its importers.
 */
function testOnlyModules(edges: readonly ImportEdge[]): Map<string, string> {
  const importers = new Map<string, Set<string>>()
  for (const { from, to } of edges) {
    if (from === to) continue
    const set = importers.get(to) ?? new Set()
    set.add(from)
    importers.set(to, set)
  }
  const testOnly = new Map<string, string>()
  for (let grew = true; grew; ) {
    grew = false
    for (const [file, by] of importers) {
      if (!productModule(file) || testOnly.has(file)) continue
      if ([...by].every((importer) => isTestCode(importer) || testOnly.has(importer))) {
        testOnly.set(file, [...by][0]!)
        grew = true
      }
    }
  }
  return testOnly
}

describe('test code stays out of the product folders', () => {
  it('no test folder inside a product source folder', () => {
    const folders = new Set<string>()
    for (const dir of productFolders)
      for (const file of listFiles(dir, [''])) {
        const parts = file
          .slice(dir.length + 1)
          .split('/')
          .slice(0, -1)
        const at = parts.findIndex((part) => testFolderNames.has(part))
        if (at !== -1) folders.add(`${dir}/${parts.slice(0, at + 1).join('/')}`)
      }
    expect([...folders]).toEqual([])
  })

  it('no product module imports a test framework; no Solidity test or forge-std in contracts/src', () => {
    const found = allFiles.filter(productModule).flatMap((file) =>
      specifiersOf(readFileSync(join(repoRoot, file), 'utf8'))
        .filter((specifier) => testFrameworks.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    )
    const solidity = listFiles('contracts/src', ['.sol']).flatMap((file) => {
      if (file.endsWith('.t.sol')) return [`${file} is a Solidity test`]
      const source = readFileSync(join(repoRoot, file), 'utf8')
      return /^\s*import\s[^;]*["'](forge-std\/|hardhat\/console)/m.test(source)
        ? [`${file} imports forge-std or Hardhat's console: test code`]
        : []
    })
    expect([...found, ...solidity]).toEqual([])
  })

  it("no product module is only a test's helper (only test code imports it)", () => {
    const testOnly = testOnlyModules(edges)
    const helpers = [...testOnly.keys()].filter((file) => !(file in productModulesOnlyTestsCallYet)).sort()
    expect(helpers.map((file) => `${file}: only test code imports it (${testOnly.get(file)}, ...)`)).toEqual(
      [],
    )
    // The exceptions are still what they say: product code that only tests call.
    expect(Object.keys(productModulesOnlyTestsCallYet).filter((file) => !testOnly.has(file))).toEqual([])
  })

  it('no product module imports test code (a testing folder or a test file)', () => {
    const found = edges
      .filter(({ from, to }) => productModule(from) && isTestCode(to))
      .map(({ from, specifier }) => `${from} imports ${specifier}`)
    expect(found).toEqual([])
  })

  it("core's package face exports its modules and its testing helpers, never a test file", () => {
    const require = createRequire(join(repoRoot, 'package.json'))
    const testFiles = listFiles('packages/core/src').filter(isTestFile)
    expect(testFiles.length).toBeGreaterThan(0)
    const hidden = (file: string) => {
      try {
        require.resolve(`@tokenbox/core/${file.replace('packages/core/src/', '')}`)
        return false
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED'
      }
    }
    expect(testFiles.filter((file) => !hidden(file))).toEqual([])
    expect(require.resolve('@tokenbox/core/errors/walkCauses.ts')).toBe(
      join(repoRoot, 'packages/core/src/errors/walkCauses.ts'),
    )
    expect(require.resolve('@tokenbox/core/testing/localTestChain.ts')).toBe(
      join(repoRoot, 'packages/core/testing/localTestChain.ts'),
    )
  })
})

describe('the rules above catch what they say', () => {
  it('tells test code from product code', () => {
    expect(isTestCode('apps/web/testing/renderApp.tsx')).toBe(true)
    expect(isTestCode('apps/web/src/app/App.test.tsx')).toBe(true)
    expect(isTestCode('e2e/harness/startStack.ts')).toBe(true)
    expect(isTestCode('packages/core/src/erc20/readToken.ts')).toBe(false)
    expect(productModule('packages/core/src/erc20/readToken.ts')).toBe(true)
    expect(productModule('packages/core/src/tokens/tokens.test.ts')).toBe(false)
    expect(testFrameworks.test('@testing-library/react')).toBe(true)
    expect(testFrameworks.test('viem')).toBe(false)
  })

  it("finds a test's helper, and its helper's helper, but not a module the product also imports", () => {
    const edge = (from: string, to: string) => ({ from, to, specifier: to })
    const found = testOnlyModules([
      edge('apps/web/src/a/a.test.ts', 'apps/web/src/a/render.ts'),
      edge('apps/web/src/a/render.ts', 'apps/web/src/a/renderHelper.ts'),
      edge('apps/web/src/a/a.test.ts', 'apps/web/src/a/a.ts'),
      edge('apps/web/src/main.tsx', 'apps/web/src/a/a.ts'),
    ])
    expect([...found.keys()].sort()).toEqual(['apps/web/src/a/render.ts', 'apps/web/src/a/renderHelper.ts'])
  })
})

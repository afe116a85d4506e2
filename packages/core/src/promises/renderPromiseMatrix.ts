import { type ChainPromise, chainPromises } from './promiseMatrix.ts'

/** Markers of the generated section in contracts/README.md. */
export const promiseMatrixMarkers = {
  start: '<!-- promise-matrix:start (generated from packages/core/src/promises/promiseMatrix.ts) -->',
  end: '<!-- promise-matrix:end -->',
} as const

const bound = (promise: ChainPromise) =>
  promise.bound
    ? `${promise.bound.value.toLocaleString('en-US')} ${promise.bound.unit} (\`${promise.bound.solidity}\`)`
    : '-'

const cellText = (promise: ChainPromise, family: string) => {
  const cell = promise.families[family]
  if (!cell) return ''
  const proofs = [
    ...(cell.test ? [`\`${cell.test.file.replace(/^test\//, '')}\` \`${cell.test.name}\``] : []),
    ...(cell.subject && promise.genericTest
      ? [`generated \`promises/generated/${capitalised(promise.genericTest)}.t.sol\``]
      : []),
  ]
  return proofs.join('; ')
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The "Promise matrix" section of contracts/README.md: each promise (who is given it, the bound,
 * the shared code) and, per family, the tests that prove it.
 */
export function renderPromiseMatrix(promises: readonly ChainPromise[] = chainPromises): string {
  const lines: string[] = [
    promiseMatrixMarkers.start,
    '',
    'Every promise a buyer, a holder, a staker or a creator is given, against every contract family that',
    'makes it, with the one shared piece of code that keeps it. Generated from',
    '`packages/core/src/promises/promiseMatrix.ts` by `node contracts/scripts/generatePromiseTests.ts`;',
    '`test/promises/promiseMatrix.ts` checks each cell (the family uses the shared code, its tests exist),',
    'and finds every contract whose ABI shows it makes a promise, so a new sibling cannot forget one.',
    '',
    '| Promise | To | Bound | Kept by | Families |',
    '| --- | --- | --- | --- | --- |',
  ]
  for (const promise of promises) {
    lines.push(
      `| **${promise.id}**: ${promise.promise} | ${promise.to} | ${bound(promise)} | \`${promise.enforcedBy.symbol}\` (\`${promise.enforcedBy.file}\`) | ${Object.keys(promise.families).length} |`,
    )
  }
  for (const promise of promises) {
    lines.push('', `### Promise \`${promise.id}\``, '', '| Family | Proved by |', '| --- | --- |')
    for (const family of Object.keys(promise.families))
      lines.push(`| \`${family}\` | ${cellText(promise, family)} |`)
    for (const [name, why] of Object.entries(promise.exempt ?? {}))
      lines.push(`| \`${name}\` (not a family) | ${why} |`)
  }
  lines.push('', promiseMatrixMarkers.end)
  return lines.join('\n')
}

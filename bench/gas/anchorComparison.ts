/**
 * TokenBox's gas beside the real anchors (issue 49): each row pairs one of our operations in
 * bench/results/gas-snapshot.json with the same user action of a real contract in
 * bench/results/gas-anchors.json (measured from its published source by bench/gas/anchors/), and
 * writes the side by side to bench/results/gas-vs-anchors.md. The bar is the lowest figure the
 * anchor has for that action (its production set-up, or a published variant such as issue 49's).
 *
 * A row above its bar must say why (`reason`); `--check` (run by `make test` with the gas snapshot)
 * fails when the committed page is stale, when a row is above its bar without a reason, or when a
 * row that was at or below its bar is no longer.
 *
 * @example
 * node bench/gas/anchorComparison.ts --write   # after gasSnapshot.ts --write or a new anchor
 * node bench/gas/anchorComparison.ts --check
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { GasAnchor } from './anchors/writeGasAnchor.ts'

const results = join(dirname(fileURLToPath(import.meta.url)), '../results')

type Snapshot = { gas: Record<string, number>; london: { gas: Record<string, number> } }

/** One of our operations against one anchor action. */
export type AnchorPair = {
  area: string
  /** Our row in gas-snapshot.json. */
  ours: string
  /** A key of gas-anchors.json, or {@link snapshotAnchor}: a plain contract measured in our own run. */
  anchor: string
  /** The anchor's row (and the same row in its variants), or the snapshot's row. */
  anchorRow: string
  /** Gas added to the anchor's figure (a storage write the issue counts in, say) and why. */
  plus?: { gas: number; what: string }
  /** Why our figure is above the bar, while it is. */
  reason?: string
}

/** A plain contract measured in gas-snapshot.json itself (OpenZeppelin's ERC20, unchanged). */
export const snapshotAnchor = 'gas-snapshot'

/** An SSTORE that fills an empty slot: 20,000 plus the cold access, 2,100 (EIP-2929). */
const storageWriteFromZero = 22_100

const chef = 'sushiswap-masterchef'
const uniswap = 'uniswap-v2-router'
const unicrypt = 'unicrypt-presale01'

/** The rows of issue 49, in its order. */
export const anchorPairs: readonly AnchorPair[] = [
  {
    area: 'Mining',
    ours: 'MiningFactory createPool (Free, funded)',
    anchor: chef,
    anchorRow: 'add a pool (first)',
    reason:
      'A pool is its own contract holding its own tokens: the clone (CREATE2 32,000 + its code, the 45-byte proxy and the 119 bytes of settings, 32,800) and the fund moved in at creation (a transfer to a new holder, about 35,000) are work MasterChef does not do (its add writes an entry in one shared contract; it mints rewards later, inside deposits). The settings fixed at creation are the clone’s immutable arguments (issue 49: 298,503 when they were storage); the storage written is what changes (the start and the last update, the fund). A pool shared by all (MasterChef’s design) would give up what a clone gives: each pool holds only its own stakes and fund, so one pool’s token cannot touch another’s.',
  },
  {
    area: 'Mining',
    ours: 'MiningFactory createPool (Free, funded, the same creator again)',
    anchor: chef,
    anchorRow: 'add a pool (later)',
    reason: 'As the first pool (the creator’s count is already written).',
  },
  {
    area: 'Mining',
    ours: 'MiningPool stake (first)',
    anchor: chef,
    anchorRow: 'deposit (first)',
    reason:
      'About 1,600 above (1.02). Beyond MasterChef: the clone’s delegate call (2,600 for the implementation’s cold account) and the credit by the balance received (two balance reads, the ZABU defence against fee-on-transfer tokens); the settings a stake reads are the clone’s arguments (about 100 gas a word instead of a cold storage read).',
  },
  {
    area: 'Mining',
    ours: 'MiningPool stakeAndClaim (pays what is owed)',
    anchor: chef,
    anchorRow: 'deposit (second, pays pending)',
  },
  { area: 'Mining', ours: 'MiningPool claim', anchor: chef, anchorRow: 'harvest (deposit 0)' },
  {
    area: 'Mining',
    ours: 'MiningPool unstakeAndClaim (part, pays what is owed)',
    anchor: chef,
    anchorRow: 'withdraw part (pays pending)',
  },
  {
    area: 'Presale',
    ours: 'LaunchpadFactory createPresale (Standard, native coin, clone + terms + token deposit)',
    anchor: unicrypt,
    anchorRow: 'create (generator createPresale)',
  },
  {
    area: 'Presale',
    ours: 'Presale contribute (native, a buyer’s first purchase)',
    anchor: unicrypt,
    anchorRow: 'contribute (a buyer’s first, ETH)',
  },
  {
    area: 'Presale',
    ours: 'Presale contribute (native, the same buyer again)',
    anchor: unicrypt,
    anchorRow: 'contribute (the same buyer again)',
  },
  {
    area: 'Presale',
    ours: 'Presale finalize (by a contributor: pool created at the listing rate, LP locked, creator paid)',
    anchor: unicrypt,
    anchorRow: 'finalize (addLiquidity: pool created, LP locked)',
  },
  {
    area: 'Presale',
    ours: 'Presale claim (everything, claim at end)',
    anchor: unicrypt,
    anchorRow: 'claim (userWithdrawTokens)',
  },
  {
    area: 'Presale',
    ours: 'Presale refund (soft cap missed, native coin)',
    anchor: unicrypt,
    anchorRow: 'refund (userWithdrawBaseTokens, a failed presale)',
  },
  {
    area: '314 markets',
    ours: 'Token314 buy by plain transfer (1 coin, a fresh buyer)',
    anchor: uniswap,
    anchorRow: 'swapExactETHForTokens (buy, the buyer’s first tokens)',
  },
  {
    area: '314 markets',
    ours: 'X314Token buy by plain transfer (1 coin, a fresh buyer)',
    anchor: uniswap,
    anchorRow: 'swapExactETHForTokens (buy, the buyer’s first tokens)',
  },
  {
    area: '314 markets',
    ours: 'Token314 sell by plain transfer to the token (5,000 tokens)',
    anchor: uniswap,
    anchorRow: 'swapExactTokensForETH (sell, after approve)',
  },
  {
    area: '314 markets',
    ours: 'X314Token sell by plain transfer to the token (5,000 tokens)',
    anchor: uniswap,
    anchorRow: 'swapExactTokensForETH (sell, after approve)',
  },
  {
    area: 'Earn',
    ours: 'EarnPool stake (first)',
    anchor: chef,
    anchorRow: 'deposit (first)',
  },
  {
    area: 'Earn',
    ours: 'EarnPool stake (second)',
    anchor: chef,
    anchorRow: 'deposit (second, pays pending)',
  },
  {
    area: 'Earn',
    ours: 'EarnPool redeem (at maturity)',
    anchor: chef,
    anchorRow: 'withdraw all (pays pending)',
  },
  {
    area: 'Bean pools',
    ours: 'BeanPool deposit (first, no referrer)',
    anchor: snapshotAnchor,
    anchorRow: 'ReferenceERC20 transfer (to a new holder)',
    plus: { gas: storageWriteFromZero, what: 'one storage write from zero' },
    reason:
      'What a deposit does beyond a transfer and one write: it pays the creator’s deposit fee (a second token transfer) and, when referred, the referral bonus (a third), and the pool’s first deposit fills three more words from zero (66,300 gas): the depositor’s total deposited beside its position, the pool’s payout weight with its total deposited, and the hour’s flow (the page’s last-24-hours figures). Packed in issue 49 (288,219 before: separate totals, two flow words an hour, three position words); an hour’s later deposits fill one word fewer, a pool’s later ones two fewer.',
  },
  {
    area: 'Inscriptions',
    ours: 'InscriptionSale buy (first purchase, constant price)',
    anchor: uniswap,
    anchorRow: 'swapExactETHForTokens (buy, the buyer’s first tokens)',
  },
  {
    area: 'Fair launch',
    ours: 'FairLaunchToken mint by plain transfer (a new minter, the exact price)',
    anchor: uniswap,
    anchorRow: 'swapExactETHForTokens (buy, the buyer’s first tokens)',
  },
]

export type ComparedRow = AnchorPair & { cancun: number; london: number; bar: number; ratio: number }

/** Our figures beside each pair's bar (the lowest figure the anchor has for the action). */
export function compareWithAnchors(
  snapshot: Snapshot,
  anchors: Record<string, GasAnchor>,
  pairs: readonly AnchorPair[] = anchorPairs,
): ComparedRow[] {
  return pairs.map((pair) => {
    const tables =
      pair.anchor === snapshotAnchor
        ? [snapshot.gas]
        : (() => {
            const anchor = anchors[pair.anchor]
            if (!anchor) throw new Error(`no anchor ${pair.anchor} in gas-anchors.json`)
            return [anchor.rows, ...Object.values(anchor.variants ?? {})]
          })()
    const figures = tables
      .map((rows) => rows[pair.anchorRow])
      .filter((value): value is number => value !== undefined)
      .map((value) => value + (pair.plus?.gas ?? 0))
    if (figures.length === 0) throw new Error(`${pair.anchor} has no row "${pair.anchorRow}"`)
    const cancun = snapshot.gas[pair.ours]
    const london = snapshot.london.gas[pair.ours]
    if (cancun === undefined || london === undefined) throw new Error(`no gas-snapshot row "${pair.ours}"`)
    const bar = Math.min(...figures)
    return { ...pair, cancun, london, bar, ratio: cancun / bar }
  })
}

/** The committed page: one table per area, the anchors' sources listed below. */
export function anchorComparisonPage(
  rows: readonly ComparedRow[],
  anchors: Record<string, GasAnchor>,
): string {
  const number = (value: number) => value.toLocaleString('en-US')
  const lines = [
    '# TokenBox gas beside the real anchors (issue 49)',
    '',
    'Generated by `node bench/gas/anchorComparison.ts --write` from `gas-snapshot.json` (ours, one transaction per block, 12 s apart) and `gas-anchors.json` (the real contracts, measured the same way from their published source: see `gas-anchors.md`). The bar is the anchor’s lowest figure for the action (its production set-up or a published variant). `make test` fails when a row at or below its bar rises above it, or a row above its bar has no reason.',
    '',
  ]
  for (const area of [...new Set(rows.map((row) => row.area))]) {
    lines.push(`## ${area}`, '')
    lines.push('| TokenBox | cancun | london | anchor action | bar | ratio | why above |')
    lines.push('| --- | ---: | ---: | --- | ---: | ---: | --- |')
    for (const row of rows.filter((entry) => entry.area === area)) {
      const above = row.cancun > row.bar
      const name = row.anchor === snapshotAnchor ? 'OpenZeppelin ERC20 (this run)' : anchors[row.anchor]!.name
      const plus = row.plus ? ` + ${row.plus.what} (${number(row.plus.gas)})` : ''
      lines.push(
        `| ${row.ours} | ${number(row.cancun)} | ${number(row.london)} | ${name}: ${row.anchorRow}${plus} | ${number(row.bar)} | ${row.ratio.toFixed(2)} | ${above ? (row.reason ?? '') : ''} |`,
      )
    }
    lines.push('')
  }
  lines.push('## Anchors', '')
  for (const key of [...new Set(rows.map((row) => row.anchor))]) {
    if (key === snapshotAnchor) {
      lines.push(
        '- **OpenZeppelin ERC20** (`gas-snapshot`): OpenZeppelin Contracts 5.7.0’s ERC20 unchanged (`contracts/test/fixtures/ReferenceERC20.sol` only mints the supply), measured in the gas snapshot’s own run.',
      )
      continue
    }
    const { name, source } = anchors[key]!
    lines.push(
      `- **${name}** (\`${key}\`): ${source.repository} at \`${source.commit}\`, ${source.compiler}, optimizer ${source.optimizer.enabled ? `${source.optimizer.runs} runs` : 'off'}, ${source.evmVersion}.`,
    )
  }
  return `${lines.join('\n')}\n`
}

/** Problems that fail `--check`: rows above the bar without a reason. */
export function anchorProblems(rows: readonly ComparedRow[]): string[] {
  return rows
    .filter((row) => row.cancun > row.bar && !row.reason)
    .map(
      (row) => `${row.ours}: ${row.cancun} above the anchor's ${row.bar} (${row.anchorRow}) with no reason`,
    )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const snapshot = JSON.parse(readFileSync(join(results, 'gas-snapshot.json'), 'utf8')) as Snapshot
  const { anchors } = JSON.parse(readFileSync(join(results, 'gas-anchors.json'), 'utf8')) as {
    anchors: Record<string, GasAnchor>
  }
  const rows = compareWithAnchors(snapshot, anchors)
  const page = anchorComparisonPage(rows, anchors)
  const file = join(results, 'gas-vs-anchors.md')
  if (process.argv.includes('--write')) {
    writeFileSync(file, page)
    console.log(`wrote ${file}`)
  }
  const problems = anchorProblems(rows)
  let current = ''
  try {
    current = readFileSync(file, 'utf8')
  } catch {}
  if (current !== page)
    problems.push('bench/results/gas-vs-anchors.md is stale: run node bench/gas/anchorComparison.ts --write')
  for (const row of rows)
    console.log(`${row.ratio <= 1 ? 'ok   ' : 'above'} ${row.ratio.toFixed(2)}  ${row.ours}`)
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    process.exitCode = 1
  }
}

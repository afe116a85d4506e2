/**
 * Gas snapshot of the infrastructure contracts and the token templates: deploys them on a fresh
 * Hardhat node and records the gas used by each deployment and by the operations users pay for most.
 * Each domain is measured by its own file in bench/gas/ (infrastructureGas.ts, tokenTemplatesGas.ts,
 * dividendGas.ts, taxTokenGas.ts, lockerGas.ts, multiSenderGas.ts, multisigGas.ts, launchpadGas.ts,
 * saleTokenGas.ts, hubSaleGas.ts, fairLaunchGas.ts, market314Gas.ts, miningGas.ts, financeGas.ts,
 * bulkInscriptionGas.ts, inscriptionSaleGas.ts) on the shared context of gasContext.ts; this file
 * starts the node, runs them in a fixed order and compares the result with the committed snapshot.
 *
 *   node bench/gas/gasSnapshot.ts           measure and print
 *   node bench/gas/gasSnapshot.ts --write   measure and write bench/results/gas-snapshot.json
 *   node bench/gas/gasSnapshot.ts --check   measure and compare with the committed snapshot; exits 1
 *                                           when any figure rose (CI runs this)
 *
 * Figures are deterministic: a fresh chain, a fixed order of transactions, fixed calldata (amounts,
 * deadline) and block timestamps set 12 s apart, because the pair's price oracle writes storage only
 * when time has passed since the last update, which would otherwise depend on the wall clock. The
 * domains share one chain, so each sees the state the ones before it left: their order is part of
 * every figure, and reordering them changes the snapshot.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contractsSourceHash, multisigFactoryAbi } from '@tokenbox/core/contracts/index.ts'
import type { ContractBuild } from '@tokenbox/core/evm/contractBuild.ts'
import { startHardhatNode } from '@tokenbox/core/testing/startHardhatNode.ts'
import { benchBulkInscription, checkBulkInscriptionTargets } from './bulkInscriptionGas.ts'
import { benchDividendTemplates, benchDividendTracker } from './dividendGas.ts'
import { benchFairLaunch } from './fairLaunchGas.ts'
import { benchFinance } from './financeGas.ts'
import { createChainContext, type GasContext, loadBytecode } from './gasContext.ts'
import { benchCompoundSale, benchHubSales } from './hubSaleGas.ts'
import { benchDeployments, benchInfrastructure } from './infrastructureGas.ts'
import { benchInscriptionSale } from './inscriptionSaleGas.ts'
import { benchLaunchpad } from './launchpadGas.ts'
import { benchLockers } from './lockerGas.ts'
import { benchMarket314 } from './market314Gas.ts'
import { benchMining } from './miningGas.ts'
import { benchMultiSender, checkMultiSenderTargets } from './multiSenderGas.ts'
import { benchMultisig, checkMultisigTargets } from './multisigGas.ts'
import { benchSaleToken } from './saleTokenGas.ts'
import { benchTaxToken, checkTaxTargets } from './taxTokenGas.ts'
import { benchTokenTemplates, checkTokenTemplateTargets } from './tokenTemplatesGas.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const snapshotPath = join(repoRoot, 'bench', 'results', 'gas-snapshot.json')

type Measured = {
  gas: Record<string, number>
  codeSize: Record<string, number>
}

/** The cancun build's figures at the top (as before builds existed), the london build's beside them. */
type Snapshot = Measured & {
  description: string
  contractsSourceHash: string
  london: Measured
}

/**
 * Measures one build of TokenBox's contracts. Both builds run on the same fresh node (Hardhat's
 * current hardfork runs the london build too), so the two snapshots differ only by the build:
 * transient storage against storage locks, PUSH0 against PUSH1 0. The references and test tokens
 * (ReferenceERC20, the reference senders and locker, the fee-on-transfer token) are the same in
 * both.
 */
async function measure(build: ContractBuild): Promise<Measured> {
  const templateCode = await loadBytecode(build)
  // A loaded 2-core machine took 45 to 85 s to start the node (the default waits 60 s).
  const node = await startHardhatNode({ timeoutMs: 180_000 })
  try {
    const chain = await createChainContext(node.url, build, templateCode)
    const context: GasContext = { ...chain, contracts: await benchDeployments(chain) }
    const { publicClient, account, receiver, thirdAccount, clock, gas, contracts } = context
    /** The timestamp the next block gets, and a move of it, for the domains that take them so. */
    const now = () => clock.timestamp + 12n
    const warp = (next: bigint) => {
      clock.timestamp = next - 12n
    }
    const timed = { ...context, now, warp }

    // The order below is the order of the transactions on the chain: keep it (see the header).
    const { pair } = await benchInfrastructure(context)
    const templates = await benchTokenTemplates(context)
    const { tracker } = await benchDividendTracker(context)
    const { taxToken, wallets } = await benchTaxToken(context)
    const dividendTemplates = await benchDividendTemplates(context, { tracker, wallets })
    const { referenceLocker } = await benchLockers(context)

    // MultiSender against the GasliteDrop-style and Disperse-style references (bench/gas/multiSenderGas.ts).
    const senderReferences = await benchMultiSender({ ...context, multiSender: contracts.send })

    // Multisig wallet life cycle (bench/gas/multisigGas.ts).
    const multisigWallet = await benchMultisig({
      ...context,
      signers: [account, receiver, thirdAccount],
      factory: contracts.multisig,
      token: contracts.usdt,
    })
    // A presale's life on the launchpad beside a PinkSale-style reference (bench/gas/launchpadGas.ts).
    const launchpadBench = await benchLaunchpad({
      ...timed,
      accounts: [account, receiver, thirdAccount],
      launchpad: contracts.launchpad,
      router: contracts.router,
      locker: contracts.lock,
    })
    const multisigImplementation = await publicClient.readContract({
      address: contracts.multisig,
      abi: multisigFactoryAbi,
      functionName: 'implementation',
    })

    const { sale } = await benchSaleToken(context)
    const hubSales = await benchHubSales(context, { tracker, wallets })
    const { fairLaunch } = await benchFairLaunch(context)
    const { compoundSale } = await benchCompoundSale(context, {
      hub: hubSales.hub,
      marketing: wallets.marketing,
    })
    const market314 = await benchMarket314(context)
    const mining = await benchMining(context)
    const finance = await benchFinance(context, mining.rewardToken)

    // Bulk inscription (issue 25): one transaction of N mints against N self-transactions
    // (bench/gas/bulkInscriptionGas.ts).
    const bulkInscriber = await benchBulkInscription({ ...context, bytecode: templateCode.BulkInscriber })

    // Inscription presale (issue 25): the shared factory and one sale's life (bench/gas/inscriptionSaleGas.ts).
    const inscriptionSale = await benchInscriptionSale({
      ...timed,
      accounts: [account, receiver, thirdAccount],
      bytecode: templateCode.InscriptionSaleFactory,
    })

    const codeSize: Record<string, number> = {}
    const codeOwners = {
      Multicall3: contracts.multicall3,
      WETH: contracts.weth,
      UniswapV2Factory: contracts.factory,
      UniswapV2Router02: contracts.router,
    }
    for (const [name, address] of Object.entries({
      ...codeOwners,
      SampleStablecoin: contracts.usdt,
      UniswapV2Pair: pair,
      ReferenceERC20: templates.reference,
      StandardToken: templates.standard,
      MemeToken: templates.meme,
      InscriptionToken: templates.inscription,
      NormalToken: templates.normalFull,
      SaleToken: sale,
      FairLaunchToken: fairLaunch,
      TaxSaleToken: hubSales.taxSale,
      DividendSaleToken: hubSales.dividendSale,
      LpDividendSaleToken: hubSales.lpDividendSale,
      TokenSaleHub: hubSales.hub,
      Token314: market314.token314,
      X314Token: market314.x314,
      Sale314Token: market314.sale314,
      X314SaleToken: market314.x314Sale,
      CompoundSaleToken: compoundSale,
      CompoundToken: templates.compound,
      DividendTracker: tracker,
      TaxToken: taxToken,
      DividendToken: dividendTemplates.dividendToken,
      LpDividendToken: dividendTemplates.lpDividendToken,
      TokenLocker: contracts.lock,
      ReferenceEnumerableLocker: referenceLocker,
      MultiSender: contracts.send,
      MultisigFactory: contracts.multisig,
      LaunchpadFactory: contracts.launchpad,
      Presale: launchpadBench.implementation,
      'Presale clone': launchpadBench.presale,
      MultisigWallet: multisigImplementation,
      'MultisigWallet clone': multisigWallet,
      ReferenceGasliteStyleDrop: senderReferences.gasliteStyleDrop,
      ReferenceDisperseStyle: senderReferences.disperseStyle,
      MiningFactory: mining.factory,
      MiningPool: mining.implementation,
      FinanceFactory: finance.factory,
      EarnPool: finance.earnImplementation,
      BeanPool: finance.beanImplementation,
      BulkInscriber: bulkInscriber,
      InscriptionSaleFactory: inscriptionSale.factory,
      InscriptionSale: inscriptionSale.implementation,
      'InscriptionSale clone': inscriptionSale.sale,
    })) {
      const code = await publicClient.getCode({ address })
      codeSize[name] = code ? (code.length - 2) / 2 : 0
    }

    return { gas: sortKeys(gas), codeSize: sortKeys(codeSize) }
  } finally {
    await node.stop()
  }
}

function sortKeys(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
}

type Row = { section: string; name: string; before?: number; after?: number }

function compare(committed: Snapshot, current: Snapshot): Row[] {
  const rows: Row[] = []
  const builds = [
    ['', committed, current],
    ['london ', committed.london ?? { gas: {}, codeSize: {} }, current.london],
  ] as const
  for (const [prefix, before, after] of builds) {
    for (const section of ['gas', 'codeSize'] as const) {
      const names = new Set([...Object.keys(before[section] ?? {}), ...Object.keys(after[section])])
      for (const name of [...names].sort()) {
        rows.push({
          section: `${prefix}${section}`,
          name,
          before: before[section]?.[name],
          after: after[section][name],
        })
      }
    }
  }
  return rows
}

function printTable(rows: Row[]): void {
  const nameWidth = Math.max(...rows.map((row) => `${row.section}: ${row.name}`.length))
  const cell = (value: number | undefined) =>
    (value === undefined ? '-' : value.toLocaleString('en-US')).padStart(12)
  console.log(
    `${'measurement'.padEnd(nameWidth)}  ${'committed'.padStart(12)}  ${'current'.padStart(12)}  change`,
  )
  for (const row of rows) {
    let change = ''
    if (row.before === undefined) change = 'new'
    else if (row.after === undefined) change = 'removed'
    else if (row.after !== row.before) {
      const difference = row.after - row.before
      const percent = ((difference / row.before) * 100).toFixed(2)
      change = `${difference > 0 ? '+' : ''}${difference.toLocaleString('en-US')} (${difference > 0 ? '+' : ''}${percent}%)`
    }
    console.log(
      `${`${row.section}: ${row.name}`.padEnd(nameWidth)}  ${cell(row.before)}  ${cell(row.after)}  ${change}`,
    )
  }
}

/**
 * The issues' targets: a standard token transfer within 5% of a plain OpenZeppelin ERC20 transfer; a
 * tax token transfer, buy or sell without swap-back at most 70,000 gas; a sell through the router
 * that triggers swap-back at most 250,000 gas; MultiSender's 1,000-recipient sends at most 25,900
 * (token) and 34,900 (native) gas per recipient and below every reference sender; a bulk
 * inscription of 10 or 100 mints below the same number of separate self-transactions, per mint.
 */
function checkTargets(snapshot: Snapshot): string[] {
  return [
    ...checkTokenTemplateTargets(snapshot.gas),
    ...checkTaxTargets(snapshot.gas),
    ...checkMultiSenderTargets(snapshot.gas),
    ...checkMultisigTargets(snapshot.gas),
    ...checkBulkInscriptionTargets(snapshot.gas),
  ]
}

const mode = process.argv.includes('--write') ? 'write' : process.argv.includes('--check') ? 'check' : 'print'
// One build after the other: each starts its own node, and two at once would only share the CPU.
const cancun = await measure('cancun')
const current: Snapshot = {
  description:
    'Gas used on a fresh Hardhat EDR chain (bench/gas/gasSnapshot.ts); codeSize is deployed bytes; the top-level figures are the cancun build, `london` the same measurements of the london build. Regenerate with: node bench/gas/gasSnapshot.ts --write',
  contractsSourceHash,
  ...cancun,
  london: await measure('london'),
}
const missedTargets = checkTargets(current)
if (missedTargets.length > 0) {
  for (const message of missedTargets) console.error(`gas snapshot: ${message}`)
  process.exit(1)
}

if (mode === 'write') {
  mkdirSync(dirname(snapshotPath), { recursive: true })
  writeFileSync(snapshotPath, `${JSON.stringify(current, null, 2)}\n`)
  console.log(`gas snapshot: wrote ${snapshotPath}`)
  printTable(compare({ ...current, gas: {}, codeSize: {}, london: { gas: {}, codeSize: {} } }, current))
} else if (mode === 'print') {
  console.log(JSON.stringify(current, null, 2))
} else {
  if (!existsSync(snapshotPath)) {
    console.error(`gas snapshot: ${snapshotPath} is missing; run: node bench/gas/gasSnapshot.ts --write`)
    process.exit(1)
  }
  const committed = JSON.parse(readFileSync(snapshotPath, 'utf8')) as Snapshot
  const rows = compare(committed, current)
  printTable(rows)
  const rose = rows.filter(
    (row) => row.before !== undefined && row.after !== undefined && row.after > row.before,
  )
  const fell = rows.filter(
    (row) => row.before !== undefined && row.after !== undefined && row.after < row.before,
  )
  const unrecorded = rows.filter((row) => row.before === undefined || row.after === undefined)
  if (rose.length > 0) {
    console.error(
      `\ngas snapshot: ${rose.length} figure(s) rose; make them cheaper, or if the rise is intended, re-run with --write and commit the snapshot.`,
    )
    process.exit(1)
  }
  if (unrecorded.length > 0) {
    console.error(
      '\ngas snapshot: measurements were added or removed; re-run with --write and commit the snapshot.',
    )
    process.exit(1)
  }
  if (fell.length > 0) {
    console.log(`\ngas snapshot: ${fell.length} figure(s) improved; re-run with --write to record them.`)
  } else {
    console.log('\ngas snapshot: all figures match the committed snapshot.')
  }
}

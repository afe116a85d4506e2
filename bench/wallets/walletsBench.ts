/// <reference lib="dom" />
/**
 * Create Wallets speed: wallets per second in Chromium (the web app's worker pool and worker,
 * built by Vite as the app builds them, one worker per core) and single-threaded in Node (core's
 * generation against viem's per-key functions).
 *
 *   node bench/wallets/walletsBench.ts           measure and print
 *   node bench/wallets/walletsBench.ts --write   also write bench/results/wallets.json
 *   node bench/wallets/walletsBench.ts --check   exit 1 when 10,000 random wallets take 3 s or more in Chromium
 *
 * Figures depend on the machine and on its load: the result file records both.
 */

import { join } from 'node:path'
import { derivationPathPresets } from '@tokenbox/core/wallets/derivationPath.ts'
import { deriveMnemonicWallets, generateRandomWallets } from '@tokenbox/core/wallets/generateWallets.ts'
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { describeMachine, loadAverage1m, writeResultJson } from '../benchResult.ts'
import { openBenchPage } from '../openBenchPage.ts'

const args = new Set(process.argv.slice(2))
const mnemonic = 'test test test test test test test test test test test junk'
const targetSeconds = 3

/** Wallets per second of `run`, best of `rounds`. */
function perSecond(count: number, rounds: number, run: () => void): number {
  let best = Number.POSITIVE_INFINITY
  for (let round = 0; round < rounds; round++) {
    const began = performance.now()
    run()
    best = Math.min(best, performance.now() - began)
  }
  return Math.round(count / (best / 1000))
}

// Node, one thread.
generateRandomWallets({ count: 200 }) // warm-up (curve precomputation, JIT)
const keys = generateRandomWallets({ count: 2_000 }).map((wallet) => wallet.privateKey)
const node = {
  randomCorePerSecond: perSecond(10_000, 2, () => generateRandomWallets({ count: 10_000 })),
  viemPrivateKeyToAddressPerSecond: perSecond(keys.length, 2, () => {
    for (const key of keys) privateKeyToAddress(key)
  }),
  mnemonicStandardCorePerSecond: perSecond(5_000, 2, () =>
    deriveMnemonicWallets({ mnemonic, path: derivationPathPresets.standard, start: 0, count: 5_000 }),
  ),
  mnemonicLedgerLiveCorePerSecond: perSecond(2_000, 1, () =>
    deriveMnemonicWallets({ mnemonic, path: derivationPathPresets.ledgerLive, start: 0, count: 2_000 }),
  ),
  viemMnemonicToAccountPerSecond: perSecond(500, 1, () => {
    for (let index = 0; index < 500; index++) mnemonicToAccount(mnemonic, { addressIndex: index })
  }),
}
console.log('node', node)

// Chromium: build the bench page with Vite (workers bundled as the app bundles them) and serve it.
const { page, close } = await openBenchPage(join(import.meta.dirname, 'page'), 'runWallets')
try {
  const cores = await page.evaluate(() => navigator.hardwareConcurrency)
  const run = (request: Parameters<Window['runWallets']>[0]) =>
    page.evaluate((r) => window.runWallets(r), request)
  await run({ mode: 'random', count: 1_000 }) // warm-up
  const randomRuns = [] as number[]
  for (let round = 0; round < 3; round++)
    randomRuns.push((await run({ mode: 'random', count: 10_000 })).seconds)
  const standard = await run({
    mode: 'mnemonic',
    mnemonic,
    path: derivationPathPresets.standard,
    start: 0,
    count: 10_000,
  })
  if (standard.first !== '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') throw new Error('wrong first wallet')
  const ledger = await run({
    mode: 'mnemonic',
    mnemonic,
    path: derivationPathPresets.ledgerLive,
    start: 0,
    count: 10_000,
  })
  randomRuns.sort((a, b) => a - b)
  const round2 = (value: number) => Number(value.toFixed(2))
  const chromium = {
    hardwareConcurrency: cores,
    workers: standard.workers,
    random10k: {
      bestSeconds: round2(randomRuns[0]!),
      medianSeconds: round2(randomRuns[1]!),
      perSecond: Math.round(10_000 / randomRuns[1]!),
    },
    mnemonicStandard10k: {
      seconds: round2(standard.seconds),
      perSecond: Math.round(10_000 / standard.seconds),
    },
    mnemonicLedgerLive10k: {
      seconds: round2(ledger.seconds),
      perSecond: Math.round(10_000 / ledger.seconds),
    },
  }
  console.log('chromium', chromium)
  const result = {
    benchmark: 'Create Wallets: wallets per second',
    rerun: 'node bench/wallets/walletsBench.ts --write (from the repository root; needs /usr/bin/chromium)',
    measuredAt: new Date().toISOString(),
    machine: describeMachine({ loadAverage1m: loadAverage1m() }),
    target: { random10kSecondsBelow: targetSeconds },
    chromium,
    nodeSingleThread: node,
  }
  if (args.has('--write')) writeResultJson('wallets.json', result)
  if (args.has('--check') && chromium.random10k.medianSeconds >= targetSeconds) {
    console.error(
      `wallets: 10,000 random wallets took ${chromium.random10k.medianSeconds} s, target < ${targetSeconds} s`,
    )
    process.exitCode = 1
  }
} finally {
  await close()
}

/**
 * The token safety check against the trap set (issue 27): deploys the trap tokens of
 * core/testing/deployTrapTokens on a fresh local chain, runs checkTokenSafety on each, and
 * prints (with --write, writes bench/results/safety-check.md) the classification table: the trap,
 * the level and reasons the check gave, whether that matches the expected verdict, and the time of
 * one check. The anchor column says what GoPlus, TokenSniffer and honeypot.is publicly document
 * that they report for that kind of trap (from their public documentation; nothing was run
 * against them: they cannot see a local chain).
 *
 *   node bench/safety/safetyCheckBench.ts            measure and print
 *   node bench/safety/safetyCheckBench.ts --write    also write bench/results/safety-check.md
 *
 * Levels and reasons are deterministic; times depend on the machine and its load.
 */
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { checkTokenSafety } from '@tokenbox/core/safety/checkTokenSafety.ts'
import { type TrapName, trapNames, trapTokens } from '@tokenbox/core/testing/deployTrapTokens.ts'
import { startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import { deployTrapChain } from '@tokenbox/core/testing/trapChain.ts'
import { createPublicClient, custom } from 'viem'

const write = process.argv.includes('--write')

/**
 * What each anchor documents it reports for a kind of trap. Sources: GoPlus's token security API
 * response fields (is_honeypot, buy_tax, sell_tax, is_blacklisted, is_mintable, is_proxy,
 * is_open_source, owner_address, owner_change_balance, owner_percent, slippage_modifiable,
 * trading_cooldown, transfer_pausable, holder_list with is_contract / is_locked, lp_total_supply:
 * its SDK's generated models); honeypot.is's IsHoneypot and summary-flags documentation
 * (docs.honeypot.is: a simulated buy and sell, buy / sell / transfer tax, flags such as
 * extremely_high_taxes and transfer_blocked); TokenSniffer publishes no API or field list that the
 * search found, so it reads "not documented".
 */
const anchorNotes: Record<TrapName, string> = {
  blacklistHoneypot:
    'GoPlus: is_honeypot, is_blacklisted · honeypot.is: simulated sell fails · TokenSniffer: not documented',
  pausedSells:
    'GoPlus: is_honeypot, transfer_pausable · honeypot.is: simulated sell fails · TokenSniffer: not documented',
  sellTax99:
    'GoPlus: sell_tax, slippage_modifiable · honeypot.is: sellTax, extremely_high_taxes · TokenSniffer: not documented',
  maxTxZero: 'GoPlus: is_honeypot · honeypot.is: simulated sell fails · TokenSniffer: not documented',
  upgradeableProxy: 'GoPlus: is_proxy · honeypot.is: not documented · TokenSniffer: not documented',
  unlockedLp:
    'GoPlus: LP holders with is_locked · honeypot.is: not documented · TokenSniffer: not documented',
  clean:
    'GoPlus: owner_address, LP is_locked · honeypot.is: simulated sell passes · TokenSniffer: not documented',
  lpBurned:
    'GoPlus: LP holders (burn address among them) · honeypot.is: not documented · TokenSniffer: not documented',
  lpPartlyLocked:
    'GoPlus: LP holders with is_locked · honeypot.is: not documented · TokenSniffer: not documented',
  mintUncapped: 'GoPlus: is_mintable · honeypot.is: not documented · TokenSniffer: not documented',
  clawback: 'GoPlus: owner_change_balance · honeypot.is: not documented · TokenSniffer: not documented',
  feeSetterUncapped:
    'GoPlus: slippage_modifiable, buy_tax, sell_tax · honeypot.is: buyTax, sellTax · TokenSniffer: not documented',
  cooldown: 'GoPlus: trading_cooldown · honeypot.is: simulated sell fails · TokenSniffer: not documented',
  tradingClosed:
    'GoPlus: not documented (in the fields found) · honeypot.is: simulated buy fails · TokenSniffer: not documented',
  templateNormalOwned:
    'GoPlus: is_mintable, transfer_pausable, is_blacklisted · honeypot.is: not documented · TokenSniffer: not documented',
  templateStandard:
    'GoPlus: (no risk fields set) · honeypot.is: simulated sell passes · TokenSniffer: not documented',
  ozPlain: 'GoPlus: (no risk fields set) · honeypot.is: simulated sell passes · TokenSniffer: not documented',
  ozPausable: 'GoPlus: transfer_pausable · honeypot.is: not documented · TokenSniffer: not documented',
  creatorHolds90:
    'GoPlus: holder_list, owner_percent · honeypot.is: not documented · TokenSniffer: not documented',
  cloneMintable: 'GoPlus: is_mintable, is_proxy · honeypot.is: not documented · TokenSniffer: not documented',
  holderFreeze:
    'GoPlus: is_blacklisted only where its source names a blacklist (this one calls it claim) · honeypot.is: simulates a fresh wallet, whose sale passes · TokenSniffer: not documented',
  shadowOwner:
    'GoPlus: hidden_owner, can_take_back_ownership (where its source analysis finds them) · honeypot.is: simulates a fresh wallet, whose sale passes · TokenSniffer: not documented',
  hiddenTax:
    'GoPlus: slippage_modifiable only where the setter is recognised · honeypot.is: current tax 0 · TokenSniffer: not documented',
  stealthMint:
    'GoPlus: is_mintable where its source analysis names the function · honeypot.is: not documented · TokenSniffer: not documented',
  cooldownKeeper:
    'GoPlus: trading_cooldown where its source analysis finds it · honeypot.is: simulates a fresh wallet, whose sale passes · TokenSniffer: not documented',
  balanceWipe:
    'GoPlus: owner_change_balance where its source analysis names the function · honeypot.is: not documented · TokenSniffer: not documented',
  fakeOwner:
    'GoPlus: hidden_owner where its source analysis finds it · honeypot.is: simulates a fresh wallet, whose sale passes · TokenSniffer: not documented',
  armAfterBuys:
    'GoPlus: not documented · honeypot.is: one simulated buy and sale, which pass · TokenSniffer: not documented',
  sellLimit:
    'GoPlus: not documented (a sell limit under an unknown name) · honeypot.is: current limits, which pass · TokenSniffer: not documented',
  taxArmed:
    'GoPlus: not documented · honeypot.is: one simulated buy and sale, which pass · TokenSniffer: not documented',
  transferHook:
    'GoPlus: external_call where its source analysis finds it · honeypot.is: current hook (none), which passes · TokenSniffer: not documented',
  legitMeme:
    'GoPlus: (no risk fields set) · honeypot.is: simulated sell passes · TokenSniffer: not documented',
  legitOwned: 'GoPlus: owner_address · honeypot.is: simulated sell passes · TokenSniffer: not documented',
  legitGovernance:
    'GoPlus: (no risk fields set) · honeypot.is: simulated sell passes · TokenSniffer: not documented',
  legitCappedTax:
    'GoPlus: slippage_modifiable, buy_tax, sell_tax · honeypot.is: buyTax, sellTax · TokenSniffer: not documented',
  timeBomb:
    'GoPlus: not documented (a time condition in the transfer) · honeypot.is: simulates the current block, whose sale passes · TokenSniffer: not documented',
  ownerBlacklist:
    'GoPlus: is_blacklisted · honeypot.is: simulated sell passes (nobody listed yet) · TokenSniffer: not documented',
  exemptTransfer:
    'GoPlus: owner_change_balance / hidden mint only where its source analysis finds it · honeypot.is: simulated sell passes · TokenSniffer: not documented',
  outsideGuard:
    'GoPlus: external_call where its source analysis finds it · honeypot.is: simulated sell passes (no cut set yet) · TokenSniffer: not documented',
  issuerStablecoin:
    'GoPlus: is_mintable, transfer_pausable, is_blacklisted, owner_change_balance (and trust_list for listed issuers) · honeypot.is: simulated sell passes · TokenSniffer: not documented',
}

const chain = await startLocalTestChain()
try {
  const { entry, tokens, expected } = await deployTrapChain(chain)
  // Every JSON-RPC request the check sends, counted (a simulation is one; the node's own work is not).
  let requests = 0
  const counted = createPublicClient({
    transport: custom({
      request: async ({ method, params }) => {
        requests += 1
        return chain.publicClient.request({ method, params } as never)
      },
    }),
  })
  const rows: string[] = []
  let right = 0
  for (const name of trapNames) {
    const started = performance.now()
    requests = 0
    const report = await checkTokenSafety(counted, { token: tokens[name], entry })
    const ms = performance.now() - started
    const sent = requests
    const keys = report.verdict.reasons.map((reason) => reason.key)
    const ok =
      report.verdict.level === expected[name].level &&
      expected[name].reasons.every((key) => keys.includes(key))
    if (ok) right++
    const main = report.verdict.reasons
      .filter(
        (reason) =>
          reason.severity === 'danger' || reason.severity === 'warning' || reason.severity === 'good',
      )
      .map((reason) => {
        const bps =
          reason.params?.bps ?? reason.params?.freeBps ?? reason.params?.lockedBps ?? reason.params?.burnedBps
        return bps !== undefined ? `${reason.key} (${(Number(bps) / 100).toFixed(2)}%)` : reason.key
      })
    rows.push(
      `| ${name} | ${trapTokens[name].trap} | ${report.verdict.level} | ${expected[name].level} | ${ok ? 'yes' : 'NO'} | ${[...new Set(main)].join(', ')} | ${ms.toFixed(0)} | ${sent} | ${anchorNotes[name]} |`,
    )
    console.log(
      `${ok ? 'ok ' : 'BAD'} ${name}: ${report.verdict.level} ${keys.join(',')} (${ms.toFixed(0)} ms, ${sent} requests)`,
    )
  }
  const markdown = [
    '# Token safety check: the trap set classification',
    '',
    'Produced by `node bench/safety/safetyCheckBench.ts --write`: the trap tokens of',
    '`packages/core/testing/deployTrapTokens.ts` deployed on a fresh local chain (Hardhat EDR,',
    'the local AMM and TokenBox locker), each checked once with `checkTokenSafety` (holders from the whole log',
    'history, one simulated buy and sale per exchange, the holders\' sales and the power probe). "Main reasons"',
    'lists the danger, warning and good reasons in the order the check gave them (info reasons such as the',
    'measured tax are in the report).',
    '"RPC requests" counts every JSON-RPC request one check sent (a simulation is one request).',
    'The anchor column is what each service publicly documents that it reports for such a trap; none of them',
    'was run (they cannot reach a local chain), and "not documented" means their public documentation found',
    'does not say.',
    '',
    `Classified right: **${right} / ${trapNames.length}**. Machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}; ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| Token | Trap | Level | Expected | Right | Main reasons | ms / check | RPC requests | Anchors document |',
    '| --- | --- | --- | --- | --- | --- | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n')
  console.log(`\n${right} / ${trapNames.length} classified right`)
  if (write) writeFileSync(join(import.meta.dirname, '..', 'results', 'safety-check.md'), markdown)
} finally {
  await chain.stop()
}

import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { classifyWalletRequest } from '@tokenbox/core/guard/classifyWalletRequest.ts'
import { readSimulatedRequest } from '@tokenbox/core/guard/readSimulatedRequest.ts'
import type { BuyFinding, WalletRequestFinding } from '@tokenbox/core/guard/types.ts'
import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import { summarizeTransaction } from '@tokenbox/core/simulation/summarizeTransaction.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import type { i18n } from 'i18next'
import type { PublicClient } from 'viem'
import { type ExtensionChain, publicClientFor } from '../chains/extensionChains.ts'
import type { ExtensionSettings } from '../settings/settings.ts'
import { buildGuardWarning } from './buildGuardWarning.ts'
import { checkBuyToken, withTimeout } from './checkBuyToken.ts'
import { guardI18n } from './guardI18n.ts'
import type { GuardAnalyzeMessage, GuardAnalyzeReply } from './guardMessages.ts'
import {
  type GuardToken,
  guardTokenReadTimeoutMs,
  readGuardTokens,
  unknownTokensOf,
} from './readGuardTokens.ts'
import { createTokenVerdictCache, type TokenVerdictCache } from './tokenVerdictCache.ts'

export type AnalyzeGuardRequestOptions = {
  settings: Pick<ExtensionSettings, 'language'>
  /**
   * The extension's chains (`loadExtensionChains(settings)`), asked for only when a buy needs its
   * chain, or an approval or permit names a token the catalogue does not know (its name is read
   * there); failing, it leaves such a token named by its address.
   */
  chains: () => Promise<readonly ExtensionChain[]> | readonly ExtensionChain[]
  /** Where verdicts are kept a minute; the worker passes its one cache. */
  verdicts?: TokenVerdictCache
  /** The buy check's time limit (checkBuyToken's 10 s by default). */
  checkTimeoutMs?: number
  /** The translations; `guardI18n` by default. */
  i18n?: (language: Language) => Promise<i18n>
  /** The client a buy's check and token names read through, for a test; `publicClientFor(entry)` by default. */
  clientFor?: (entry: ChainEntry) => PublicClient
  /** How long token names are waited for (readGuardTokens' 3 s by default); the chain list too. */
  tokenReadTimeoutMs?: number
  /** How long a transaction's simulation is waited for (core's summaryTimeoutMs by default). */
  summaryTimeoutMs?: number
}

/**
 * The background's answer to one held wallet request (issue 28):
 * - an unlimited approval, an approval for all, a permit, a marketplace order: `warn`, naming a
 *   token the catalogue does not know by what the chain says (symbol, name; at most 3 s, else by
 *   its address);
 * - a buy: the token's safety check on the chain the provider is on (among the chains the user
 *   keeps enabled), `warn` with its reasons when its verdict is `danger`;
 * - every `eth_sendTransaction` on a chain the user keeps enabled (issue 80): what it will do to
 *   the wallet, simulated through the chain's RPC (core's summarizeTransaction) at the same time
 *   as the checks above, shown as the warning's `changes` (a transaction nothing else flags is a
 *   `transaction` warning with its changes alone);
 * - anything else (a signature request that is no permit or order, a transaction on a chain the
 *   extension does not read): `allow`.
 *
 * Whenever the guard cannot tell (a chain the extension does not know or the user switched off,
 * no chain id, a check that fails or runs past its time limit, any error of its own) the answer is
 * `allow`: the guard adds a warning to what the wallet shows and must never be the reason a dapp
 * stops working. The wallet still asks the user to confirm everything it lets through.
 *
 * @example
 * await analyzeGuardRequest({ type: 'guard.analyze', request, chainId: 56 }, { settings, chains: () => loadExtensionChains(settings) })
 * // { action: 'warn', warning: { kind: 'unlimitedApproval', title: 'Unlimited approval', ... } }
 */
export async function analyzeGuardRequest(
  message: GuardAnalyzeMessage,
  options: AnalyzeGuardRequestOptions,
): Promise<GuardAnalyzeReply> {
  try {
    const finding = classifyWalletRequest(message.request)
    const transaction =
      message.request.method === 'eth_sendTransaction'
        ? readSimulatedRequest(message.request.params)
        : undefined
    if (!finding && !transaction) return { action: 'allow' }
    const language = options.settings.language
    const chainId =
      finding?.kind === 'permit' || finding?.kind === 'order'
        ? (finding.chainId ?? message.chainId)
        : message.chainId
    let entry = chainCatalogue.find((known) => known.id === chainId)
    // Every transaction is simulated on the chain it is for, among those the user keeps on
    // (issue 80), beside the buy check and the token names.
    const chain = transaction ? enabledChain(chainId, options) : Promise.resolve(undefined)
    const summary = chain.then((found) =>
      found && transaction
        ? summarizeTransaction(clientOf(found.entry, options), transaction, {
            language,
            // What moves is valued in dollars by the chain's own pools, where they say it.
            prices: { entry: found.entry },
            ...(options.summaryTimeoutMs !== undefined ? { timeoutMs: options.summaryTimeoutMs } : {}),
          })
        : undefined,
    )
    let report: TokenSafetyReport | undefined
    let shown: WalletRequestFinding | undefined = finding
    if (finding?.kind === 'buy') {
      const found = await chain
      if (!found) return { action: 'allow' }
      entry = found.entry
      report = await checkBuy(finding, found.entry, options)
      // A buy of a token the check does not call dangerous is a transaction like any other.
      if (report?.verdict.level !== 'danger') shown = undefined
    }
    const [{ t }, tokens, simulated, found] = await Promise.all([
      (options.i18n ?? guardI18n)(language),
      shown && shown.kind !== 'buy' ? readTokenNames(shown, chainId, options) : [],
      summary,
      chain,
    ])
    // Nothing found and nothing simulated (a chain the extension does not read): nothing to show.
    if (!shown && !simulated) return { action: 'allow' }
    return {
      action: 'warn',
      warning: buildGuardWarning({
        finding: shown,
        summary: simulated,
        t,
        language,
        // A transaction's names (exchanges, tokens) from the chain it runs on, a local one included.
        entry: shown ? entry : (entry ?? found?.entry),
        origin: message.origin,
        report,
        tokens,
      }),
    }
  } catch {
    return { action: 'allow' }
  }
}

/** The enabled chain `chainId` names, within the token read's time limit; none when it is off or unknown. */
async function enabledChain(
  chainId: number | undefined,
  options: AnalyzeGuardRequestOptions,
): Promise<ExtensionChain | undefined> {
  if (chainId === undefined) return undefined
  const chains = await withTimeout(
    Promise.resolve()
      .then(() => options.chains())
      .catch((): readonly ExtensionChain[] => []),
    options.tokenReadTimeoutMs ?? guardTokenReadTimeoutMs,
  )
  return chains?.find((known) => known.enabled && known.entry.id === chainId)
}

function clientOf(entry: ChainEntry, options: AnalyzeGuardRequestOptions): PublicClient {
  return options.clientFor ? options.clientFor(entry) : publicClientFor(entry)
}

const workerVerdicts = createTokenVerdictCache()

/** The names of the tokens `finding` names that the catalogue does not know; none when anything fails. */
async function readTokenNames(
  finding: Exclude<WalletRequestFinding, BuyFinding>,
  chainId: number | undefined,
  options: AnalyzeGuardRequestOptions,
): Promise<GuardToken[]> {
  // Nothing to read: the chain list is not even asked for.
  const catalogue = chainCatalogue.find((candidate) => candidate.id === chainId)
  if (unknownTokensOf(finding, catalogue).length === 0) return []
  const read = async (): Promise<GuardToken[]> => {
    const chain = (await options.chains()).find(
      (candidate) => candidate.enabled && candidate.entry.id === chainId,
    )
    if (!chain) return []
    return await readGuardTokens({
      finding,
      // What the warning names from is the catalogue: every token it does not list is read.
      entry: catalogue,
      client: options.clientFor ? options.clientFor(chain.entry) : publicClientFor(chain.entry),
    })
  }
  // One time limit for the chain list (its site's settings may be slow to answer) and the read.
  const named = await withTimeout(
    read().catch((): GuardToken[] => []),
    options.tokenReadTimeoutMs ?? guardTokenReadTimeoutMs,
  )
  return named ?? []
}

function checkBuy(
  finding: BuyFinding,
  entry: ChainEntry,
  options: AnalyzeGuardRequestOptions,
): Promise<TokenSafetyReport | undefined> {
  return checkBuyToken({
    token: finding.token,
    entry,
    verdicts: options.verdicts ?? workerVerdicts,
    ...(options.checkTimeoutMs !== undefined ? { timeoutMs: options.checkTimeoutMs } : {}),
    ...(options.clientFor ? { client: options.clientFor(entry) } : {}),
  })
}

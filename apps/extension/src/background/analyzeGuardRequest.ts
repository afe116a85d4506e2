import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { classifyWalletRequest } from '@tokenbox/core/guard/classifyWalletRequest.ts'
import type { BuyFinding, WalletRequestFinding } from '@tokenbox/core/guard/types.ts'
import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
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
  /** How long token names are waited for (readGuardTokens' 3 s by default). */
  tokenReadTimeoutMs?: number
}

/**
 * The background's answer to one held wallet request (issue 28):
 * - an unlimited approval, an approval for all, a permit: `warn`, naming a token the catalogue
 *   does not know by what the chain says (symbol, name; at most 3 s, else by its address);
 * - a buy: the token's safety check on the chain the provider is on (among the chains the user
 *   keeps enabled), `warn` when its verdict is `danger`, else `allow`;
 * - anything else: `allow`.
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
    if (!finding) return { action: 'allow' }
    const language = options.settings.language
    const chainId = finding.kind === 'permit' ? (finding.chainId ?? message.chainId) : message.chainId
    let entry = chainCatalogue.find((known) => known.id === chainId)
    let report: TokenSafetyReport | undefined
    if (finding.kind === 'buy') {
      const chain = (await options.chains()).find((known) => known.enabled && known.entry.id === chainId)
      if (!chain) return { action: 'allow' }
      entry = chain.entry
      report = await checkBuy(finding, chain.entry, options)
      if (report?.verdict.level !== 'danger') return { action: 'allow' }
    }
    const [{ t }, tokens] = await Promise.all([
      (options.i18n ?? guardI18n)(language),
      finding.kind === 'buy' ? [] : readTokenNames(finding, chainId, options),
    ])
    return {
      action: 'warn',
      warning: buildGuardWarning({ finding, t, language, entry, origin: message.origin, report, tokens }),
    }
  } catch {
    return { action: 'allow' }
  }
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

import type { BrowserContext, Request } from 'playwright-core'

/** One thing that left the page: a network request, or a request the page gave the wallet. */
export type OutgoingRecord = { channel: 'network' | 'wallet'; url: string; method: string; text: string }

export type SecretGuard = {
  /** Everything recorded so far. */
  records: OutgoingRecord[]
  /**
   * Throws when any record contains one of `privateKeys` (the 64 hex digits, with or without 0x,
   * in any letter case, also URL-encoded) or three consecutive words of any of `mnemonics`
   * (in any case, separated by anything that is not a letter: spaces, `+`, `%20`, commas, JSON).
   */
  assertNoSecrets: (secrets: { privateKeys?: readonly string[]; mnemonics?: readonly string[] }) => void
}

/** Words of a mnemonic in a row, at most this many characters of non-letters between them. */
const wordWindow = 3

function requestText(request: Request): string {
  const headers = Object.entries(request.headers())
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n')
  const body = request.postDataBuffer()
  return `${request.url()}\n${headers}\n${body ? body.toString('latin1') : ''}`
}

/** The text as sent and URL-decoded (a form or query may carry a key percent-encoded). */
function searchableText(text: string): string {
  let decoded = text
  try {
    decoded = decodeURIComponent(text.replaceAll('+', ' '))
  } catch {
    // Not valid percent-encoding: the raw text is searched as it is.
  }
  return `${text}\n${decoded}`.toLowerCase()
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Patterns for every run of `wordWindow` consecutive words of a mnemonic. */
function mnemonicPatterns(mnemonic: string): RegExp[] {
  const words = mnemonic.toLowerCase().split(/\s+/).filter(Boolean)
  const patterns: RegExp[] = []
  for (let start = 0; start + wordWindow <= words.length; start++) {
    const run = words.slice(start, start + wordWindow).map(escapeRegExp)
    patterns.push(new RegExp(`(?<![a-z])${run.join('[^a-z]{1,6}')}(?![a-z])`))
  }
  return patterns
}

/**
 * Records every request any page of `context` makes (URL, method, headers and body, through
 * Playwright's `request` event, which also sees requests of the pages' workers) and every request
 * a page hands to the injected wallet (`window.ethereum.request`, whose RPC traffic the test wallet
 * forwards to the node outside the browser). Install it before opening the pages it should watch. Then `assertNoSecrets` proves no request carried a generated key or mnemonic.
 *
 * @example
 * const guard = await installSecretGuard(stack.context)
 * // ... generate wallets in the page ...
 * guard.assertNoSecrets({ privateKeys: wallets.map((w) => w.privateKey), mnemonics: [mnemonic] })
 */
export async function installSecretGuard(context: BrowserContext): Promise<SecretGuard> {
  const records: OutgoingRecord[] = []
  context.on('request', (request) => {
    records.push({
      channel: 'network',
      url: request.url(),
      method: request.method(),
      text: requestText(request),
    })
  })
  await context.exposeBinding('__secretGuardRecord', (_source, method: string, params: string) => {
    records.push({ channel: 'wallet', url: 'window.ethereum', method, text: `${method}\n${params}` })
  })
  await context.addInitScript(() => {
    const record = (window as unknown as { __secretGuardRecord: (method: string, params: string) => void })
      .__secretGuardRecord
    const wrap = (provider: {
      request: (args: { method: string; params?: unknown }) => Promise<unknown>
    }) => {
      const original = provider.request.bind(provider)
      provider.request = (args) => {
        let params = ''
        try {
          params = JSON.stringify(args.params ?? null, (_key, value) =>
            typeof value === 'bigint' ? value.toString() : value,
          )
        } catch {
          params = String(args.params)
        }
        record(args.method, params)
        return original(args)
      }
    }
    // The wallet's own init script may run before or after this one: wrap the provider now, or
    // when it is assigned to window.ethereum.
    type Provider = Parameters<typeof wrap>[0]
    const existing = (window as unknown as { ethereum?: Provider }).ethereum
    if (existing) return wrap(existing)
    let current: Provider | undefined
    Object.defineProperty(window, 'ethereum', {
      configurable: true,
      get: () => current,
      set: (value: Provider | undefined) => {
        if (value) wrap(value)
        current = value
      },
    })
  })

  const assertNoSecrets: SecretGuard['assertNoSecrets'] = ({ privateKeys = [], mnemonics = [] }) => {
    const keys = privateKeys.map((key) => key.toLowerCase().replace(/^0x/, ''))
    const patterns = mnemonics.flatMap(mnemonicPatterns)
    for (const record of records) {
      const text = searchableText(record.text)
      const key = keys.find((candidate) => text.includes(candidate))
      if (key) {
        throw new Error(
          `${record.channel} request ${record.method} ${record.url} carries private key ${key.slice(0, 6)}…`,
        )
      }
      const pattern = patterns.find((candidate) => candidate.test(text))
      if (pattern) {
        throw new Error(
          `${record.channel} request ${record.method} ${record.url} carries mnemonic words ${pattern.source}`,
        )
      }
    }
  }

  return { records, assertNoSecrets }
}

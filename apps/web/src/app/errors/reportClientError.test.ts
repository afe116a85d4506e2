import { generateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installErrorReporting, reportClientError, resetClientErrorReporter } from './reportClientError.ts'

type Sent = {
  url: string
  body: { err: { message: string; stack: string }; info: string; url: string; userAgent: string }
}

function recordPosts(): Sent[] {
  const sent: Sent[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)) })
    return new Response('{"status":"1","data":{"id":1}}', { status: 200 })
  })
  return sent
}

afterEach(() => {
  vi.restoreAllMocks()
  resetClientErrorReporter()
})

describe('client error reporting', () => {
  it('reports a window error and an unhandled rejection once each, scrubbed, with url and user agent', async () => {
    const sent = recordPosts()
    const target = new EventTarget() as unknown as Window
    installErrorReporting(target)
    const mnemonic = generateMnemonic(wordlist, 256)
    const error = new Error(`import failed for ${mnemonic}`)
    for (let index = 0; index < 3; index += 1) {
      target.dispatchEvent(
        Object.assign(new Event('error'), { error, filename: 'a.js', lineno: 1, colno: 2 }),
      )
    }
    const key = `0x${'5f'.repeat(32)}`
    target.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error(`bad key ${key}`) }),
    )
    // Reports leave in the order the errors came: once a later, different error is out, a repeat of
    // the first would have left before it. (The reporter is a lazy import: patient on a loaded machine.)
    reportClientError(new Error('the last error'), 'fence')
    await vi.waitFor(() => expect(sent.at(-1)?.body.info).toBe('fence'), { timeout: 10_000 })
    expect(sent).toHaveLength(3)
    expect(sent[0]).toMatchObject({
      url: '/api/v1/web/errors',
      body: {
        err: { message: 'Error: import failed for [mnemonic removed]' },
        info: 'window error at a.js:1:2',
        url: window.location.href,
        userAgent: navigator.userAgent,
      },
    })
    expect(sent[1]!.body).toMatchObject({
      err: { message: 'Error: bad key [hex removed]' },
      info: 'unhandled rejection',
    })
    const everything = JSON.stringify(sent)
    expect(everything).not.toContain(key.slice(2))
    for (const word of new Set(mnemonic.split(' ').filter((word) => word.length > 5)))
      expect(everything.includes(` ${word} `), word).toBe(false)
  })

  it('sends at most 10 reports per page load and survives a server that fails', async () => {
    const sent = recordPosts()
    vi.mocked(fetch).mockRejectedValue(new TypeError('offline'))
    for (let index = 0; index < 25; index += 1) reportClientError(new Error(`failure ${index}`), 'loop')
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(10), { timeout: 10_000 })
    // Every report of the loop waits on the same loaded reporter and is decided in the same pass,
    // before this check could run: ten sent means the fifteen others were refused, not late.
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(10)
    expect(sent).toHaveLength(0)
  })
})

// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGuardAsker, type GuardAsker } from './createGuardAsker.ts'
import { type GuardAction, type GuardQuestion, guardChannel, readGuardMessage } from './guardChannel.ts'
import { type Eip1193Provider, guardProvider } from './guardProvider.ts'

// A window of its own: the page's, where the inpage script and (in this test) the content script
// talk. Its messages name it as their source, as a browser's do.
let window = new HappyWindow({ url: 'https://app.example.org' }) as unknown as Window & typeof globalThis
beforeEach(() => {
  window = new HappyWindow({ url: 'https://app.example.org' }) as unknown as Window & typeof globalThis
})

const transaction = {
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  data: '0x095ea7b3',
}

/** A wallet's provider that records what reaches it and answers at once. */
function fakeProvider(chainId = '0x38') {
  const calls: { method: string; params?: unknown }[] = []
  const provider = {
    calls,
    request: vi.fn(async (args: { method: string; params?: unknown }) => {
      calls.push(args)
      if (args.method === 'eth_chainId') return chainId
      return `result of ${args.method}`
    }),
  }
  return provider
}

/**
 * Plays the content script on the window: records each question, acknowledges it (unless told to
 * stay silent) and answers with `answerWith` (or leaves it open when that returns undefined).
 */
function fakeContentScript(
  answerWith: (question: GuardQuestion) => GuardAction | undefined,
  acknowledge = true,
) {
  const questions: GuardQuestion[] = []
  const listener = (event: MessageEvent) => {
    const message = readGuardMessage(event.data)
    if (message?.kind !== 'question') return
    questions.push(message)
    if (acknowledge) window.postMessage({ channel: guardChannel, kind: 'received', id: message.id }, '*')
    const action = answerWith(message)
    if (action) window.postMessage({ channel: guardChannel, kind: 'answer', id: message.id, action }, '*')
  }
  window.addEventListener('message', listener)
  return { questions, stop: () => window.removeEventListener('message', listener) }
}

let content: ReturnType<typeof fakeContentScript> | undefined
afterEach(() => content?.stop())

describe('guardProvider', () => {
  let ask: GuardAsker
  beforeEach(() => {
    ask = createGuardAsker(window, 200)
  })

  it('hands every unwatched request to the wallet at once and untouched', async () => {
    content = fakeContentScript(() => 'cancel')
    const provider = fakeProvider()
    const original = provider.request
    guardProvider(provider, ask)
    expect(provider.request).not.toBe(original)
    const args = { method: 'eth_accounts' }
    const pending = provider.request(args)
    // Called synchronously, with the very same object, and its promise handed back as it is.
    expect(original).toHaveBeenCalledWith(args)
    expect(original.mock.calls[0]?.[0]).toBe(args)
    expect(pending).toBe(original.mock.results[0]?.value)
    expect(await pending).toBe('result of eth_accounts')
    await provider.request({ method: 'personal_sign', params: ['0x68', transaction.from] })
    expect(content.questions).toEqual([])
  })

  it('holds a transaction until the content script answers, sending the chain id along', async () => {
    let release: (action: GuardAction) => void = () => undefined
    const answered = new Promise<GuardAction>((resolve) => {
      release = resolve
    })
    content = fakeContentScript(() => undefined)
    const provider = fakeProvider('0x38')
    const original = provider.request
    guardProvider(provider, ask)
    const result = provider.request({ method: 'eth_sendTransaction', params: [transaction] })
    await vi.waitFor(() => expect(content?.questions).toHaveLength(1))
    const question = content.questions[0] as GuardQuestion
    expect(question).toMatchObject({
      request: { method: 'eth_sendTransaction', params: [transaction] },
      chainId: 56,
    })
    // Only the chain id was asked of the wallet so far: the transaction waits.
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_chainId'])
    void answered.then((action) =>
      window.postMessage({ channel: guardChannel, kind: 'answer', id: question.id, action }, '*'),
    )
    release('continue')
    expect(await result).toBe('result of eth_sendTransaction')
    expect(original).toHaveBeenLastCalledWith({ method: 'eth_sendTransaction', params: [transaction] })
  })

  it('rejects with an EIP-1193 user rejection when the user cancels, and never reaches the wallet', async () => {
    content = fakeContentScript(() => 'cancel')
    const provider = fakeProvider()
    guardProvider(provider, ask)
    const typedData = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '{}']
    const result = provider.request({ method: 'eth_signTypedData_v4', params: typedData })
    await expect(result).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    await expect(result).rejects.toBeInstanceOf(Error)
    expect(provider.calls).toEqual([])
    // A signature request reads no chain id.
    expect(content.questions[0]).not.toHaveProperty('chainId')
  })

  it('lets the request through on "allow", and when no content script answers in time', async () => {
    content = fakeContentScript(() => 'allow')
    const provider = fakeProvider()
    guardProvider(provider, ask)
    expect(await provider.request({ method: 'eth_signTypedData_v3', params: [] })).toBe(
      'result of eth_signTypedData_v3',
    )
    content.stop()
    // Nobody listens now: after the receipt timeout (200 ms here) the wallet gets the request.
    expect(await provider.request({ method: 'eth_sendTransaction', params: [transaction] })).toBe(
      'result of eth_sendTransaction',
    )
  })

  it('waits past the receipt timeout once the content script has acknowledged (the user is reading)', async () => {
    const asker = createGuardAsker(window, 20)
    let first: GuardQuestion | undefined
    // Acknowledges the first question only, and answers nothing.
    const listener = (event: MessageEvent) => {
      const message = readGuardMessage(event.data)
      if (message?.kind !== 'question' || first) return
      first = message
      window.postMessage({ channel: guardChannel, kind: 'received', id: message.id }, '*')
    }
    window.addEventListener('message', listener)
    const provider = fakeProvider()
    guardProvider(provider, asker)
    const result = provider.request({ method: 'eth_signTypedData_v4', params: [] })
    let settled = false
    void result
      .finally(() => {
        settled = true
      })
      .catch(() => undefined)
    await vi.waitFor(() => expect(first).toBeDefined())
    // A question asked later that nobody acknowledges times out: the first one's receipt deadline
    // has passed too, and it still waits for the user.
    expect(await asker({ method: 'eth_signTypedData_v4' })).toBe('allow')
    expect(settled).toBe(false)
    window.postMessage({ channel: guardChannel, kind: 'answer', id: first?.id, action: 'cancel' }, '*')
    await expect(result).rejects.toMatchObject({ code: 4001 })
    window.removeEventListener('message', listener)
  })

  it('ignores messages that are not replies to its own questions', async () => {
    content = fakeContentScript((question) => {
      // A forged answer for another id, and a message of another channel, come first.
      window.postMessage({ channel: guardChannel, kind: 'answer', id: 'not-ours', action: 'allow' }, '*')
      window.postMessage({ channel: 'other', kind: 'answer', id: question.id, action: 'allow' }, '*')
      window.postMessage({ channel: guardChannel, kind: 'answer', id: question.id, action: 'maybe' }, '*')
      return 'cancel'
    })
    const provider = fakeProvider()
    guardProvider(provider, ask)
    await expect(provider.request({ method: 'eth_signTypedData_v4', params: [] })).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('patches a provider once, however often it is met', async () => {
    content = fakeContentScript(() => 'continue')
    const provider = fakeProvider()
    expect(guardProvider(provider, ask)).toBe(true)
    const patched = provider.request
    expect(guardProvider(provider, ask)).toBe(true)
    // A Proxy of the provider shares its (already patched) request.
    expect(guardProvider(new Proxy(provider, {}), ask)).toBe(true)
    expect(provider.request).toBe(patched)
    await provider.request({ method: 'eth_signTypedData_v4', params: [] })
    expect(content.questions).toHaveLength(1)
  })

  it('leaves what it cannot patch alone', () => {
    expect(guardProvider(undefined, ask)).toBe(false)
    expect(guardProvider({ chainId: '0x1' }, ask)).toBe(false)
    const frozen = Object.freeze(fakeProvider())
    expect(guardProvider(frozen, ask)).toBe(false)
  })

  it('guards the legacy send and sendAsync, rejecting through the callback', async () => {
    content = fakeContentScript(() => 'cancel')
    const received: unknown[] = []
    const provider: Eip1193Provider & { sent: unknown[] } = {
      sent: received,
      request: async () => 'ok',
      sendAsync(payload, callback) {
        received.push(payload)
        callback(null, { id: 1, jsonrpc: '2.0', result: 'ok' })
      },
      send(...args: unknown[]) {
        received.push(args)
        return Promise.resolve('ok')
      },
    }
    guardProvider(provider, ask)
    const viaSendAsync = await new Promise<[unknown, unknown]>((resolve) =>
      provider.sendAsync?.(
        { id: 7, jsonrpc: '2.0', method: 'eth_sendTransaction', params: [transaction] },
        (error, response) => resolve([error, response]),
      ),
    )
    expect(viaSendAsync[0]).toMatchObject({ code: 4001 })
    expect(viaSendAsync[1]).toEqual({
      id: 7,
      jsonrpc: '2.0',
      error: { code: 4001, message: 'User rejected the request.' },
    })
    await expect(provider.send?.('eth_signTypedData_v4', [])).rejects.toMatchObject({ code: 4001 })
    // Unwatched legacy calls go straight through.
    await new Promise((resolve) => provider.sendAsync?.({ id: 8, method: 'eth_accounts' }, resolve))
    expect(received).toEqual([{ id: 8, method: 'eth_accounts' }])
    expect(content.questions).toHaveLength(2)
  })

  it("asks once when a legacy send hands the request to the provider's own request", async () => {
    content = fakeContentScript(() => 'continue')
    const provider = fakeProvider()
    const withSend = Object.assign(provider, {
      send(this: typeof provider, method: string, params: unknown) {
        return this.request({ method, params })
      },
    })
    guardProvider(withSend, ask)
    expect(await withSend.send('eth_signTypedData_v4', ['a', 'b'])).toBe('result of eth_signTypedData_v4')
    expect(content.questions).toHaveLength(1)
  })
})

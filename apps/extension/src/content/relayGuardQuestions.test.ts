// @vitest-environment happy-dom

import { Window as HappyWindow } from 'happy-dom'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { GuardAnalyzeMessage, GuardAnalyzeReply, GuardWarning } from '../background/guardMessages.ts'
import { type GuardChannelMessage, guardChannel, readGuardMessage } from '../inpage/guardChannel.ts'
import { type RelayGuardQuestionsDependencies, relayGuardQuestions } from './relayGuardQuestions.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender = '0x000000000000000000000000000000000000bEEF'
const approval = {
  method: 'eth_sendTransaction',
  params: [
    {
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
    },
  ],
}
const buy = {
  method: 'eth_sendTransaction',
  params: [
    {
      to: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
      // swapExactETHForTokens(0, [WETH, token], spender, 2000000000)
      data: encodeFunctionData({
        abi: [
          {
            type: 'function',
            name: 'swapExactETHForTokens',
            stateMutability: 'payable',
            inputs: [
              { name: 'amountOutMin', type: 'uint256' },
              { name: 'path', type: 'address[]' },
              { name: 'to', type: 'address' },
              { name: 'deadline', type: 'uint256' },
            ],
            outputs: [],
          },
        ],
        functionName: 'swapExactETHForTokens',
        args: [0n, ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', token], spender, 2_000_000_000n],
      }),
    },
  ],
}
const warning = { kind: 'unlimitedApproval', title: 'Unlimited approval' } as GuardWarning

let win: Window
let seen: GuardChannelMessage[]
beforeEach(() => {
  win = new HappyWindow({ url: 'https://app.example.org' }) as unknown as Window
  seen = []
  win.addEventListener('message', (event: MessageEvent) => {
    const message = readGuardMessage(event.data)
    if (message && message.kind !== 'question') seen.push(message)
  })
})

function setUp(overrides: Partial<RelayGuardQuestionsDependencies> = {}) {
  const dependencies = {
    readSettings: vi.fn(async () => ({ watch: true, language: 'en' as const })),
    analyze: vi.fn(
      async (_message: GuardAnalyzeMessage): Promise<GuardAnalyzeReply> => ({ action: 'warn', warning }),
    ),
    showWarning: vi.fn(async () => 'cancel' as const),
    showChecking: vi.fn(() => vi.fn()),
    ...overrides,
  }
  relayGuardQuestions(win, dependencies)
  return dependencies
}

/** Posts a question as the inpage script does, and resolves with its answer. */
async function ask(request: unknown, chainId?: number) {
  const id = Math.random().toString(16).slice(2)
  win.postMessage(
    { channel: guardChannel, kind: 'question', id, request, ...(chainId ? { chainId } : {}) },
    '*',
  )
  await vi.waitFor(() =>
    expect(seen.some((message) => message.id === id && message.kind === 'answer')).toBe(true),
  )
  const received = seen.findIndex((message) => message.id === id && message.kind === 'received')
  const answered = seen.findIndex((message) => message.id === id && message.kind === 'answer')
  // The receipt always comes first.
  expect(received).toBeGreaterThanOrEqual(0)
  expect(received).toBeLessThan(answered)
  return (seen[answered] as Extract<GuardChannelMessage, { kind: 'answer' }>).action
}

describe('relayGuardQuestions', () => {
  it('answers allow at once while the guard is off, without asking the background', async () => {
    const dependencies = setUp({
      readSettings: vi.fn(async () => ({ watch: false, language: 'en' as const })),
    })
    expect(await ask(approval, 56)).toBe('allow')
    expect(dependencies.analyze).not.toHaveBeenCalled()
    expect(dependencies.showWarning).not.toHaveBeenCalled()
  })

  it('answers allow for a signature that grants nothing, without waking the background', async () => {
    const dependencies = setUp()
    const login = {
      method: 'eth_signTypedData_v4',
      params: [spender, '{"primaryType":"Login","message":{}}'],
    }
    expect(await ask(login, 56)).toBe('allow')
    expect(dependencies.analyze).not.toHaveBeenCalled()
  })

  it('relays every transaction, a plain transfer too, to be shown for what it does (issue 80)', async () => {
    const dependencies = setUp({ showWarning: vi.fn(async () => 'continue' as const) })
    const transfer = { method: 'eth_sendTransaction', params: [{ to: token, data: '0xa9059cbb' }] }
    expect(await ask(transfer, 56)).toBe('continue')
    expect(dependencies.analyze).toHaveBeenCalledTimes(1)
    expect(dependencies.showChecking).toHaveBeenCalledWith('en', 'transaction')
  })

  it("relays a watched request with the chain and the frame's origin, shows the warning and answers the user's choice", async () => {
    const dependencies = setUp({ showWarning: vi.fn(async () => 'continue' as const) })
    expect(await ask(approval, 56)).toBe('continue')
    expect(dependencies.analyze).toHaveBeenCalledWith({
      type: 'guard.analyze',
      request: approval,
      chainId: 56,
      origin: 'https://app.example.org',
    })
    expect(dependencies.showWarning).toHaveBeenCalledWith(warning)
    // An approval is simulated like every transaction: "reading what it will do", not "checking this token".
    expect(dependencies.showChecking).toHaveBeenCalledWith('en', 'transaction')
    vi.mocked(dependencies.showWarning).mockResolvedValueOnce('cancel')
    expect(await ask(approval, 56)).toBe('cancel')
  })

  it('shows the checking notice while a buy is checked, and hides it', async () => {
    const hide = vi.fn()
    let reply: (value: GuardAnalyzeReply) => void = () => undefined
    const dependencies = setUp({
      readSettings: vi.fn(async () => ({ watch: true, language: 'ja' as const })),
      showChecking: vi.fn(() => hide),
      analyze: vi.fn(() => new Promise<GuardAnalyzeReply>((resolve) => (reply = resolve))),
    })
    const answer = ask(buy, 56)
    await vi.waitFor(() => expect(dependencies.showChecking).toHaveBeenCalledWith('ja', 'token'))
    expect(hide).not.toHaveBeenCalled()
    reply({ action: 'allow' })
    expect(await answer).toBe('allow')
    expect(hide).toHaveBeenCalledTimes(1)
  })

  it('answers allow when the background fails, answers oddly or not at all', async () => {
    setUp({ analyze: vi.fn(async () => Promise.reject(new Error('Extension context invalidated.'))) })
    expect(await ask(approval, 56)).toBe('allow')
    win = new HappyWindow({ url: 'https://app.example.org' }) as unknown as Window
    seen = []
    win.addEventListener('message', (event: MessageEvent) => {
      const message = readGuardMessage(event.data)
      if (message && message.kind !== 'question') seen.push(message)
    })
    const dependencies = setUp({
      analyze: vi.fn(async () => ({ action: 'warn' }) as unknown as GuardAnalyzeReply),
      timeoutMs: 30,
    })
    expect(await ask(approval, 56)).toBe('allow')
    vi.mocked(dependencies.analyze).mockImplementationOnce(() => new Promise(() => undefined))
    expect(await ask(approval, 56)).toBe('allow')
    vi.mocked(dependencies.readSettings).mockRejectedValueOnce(new Error('storage gone'))
    expect(await ask(approval, 56)).toBe('allow')
  })

  it('shows one warning at a time', async () => {
    const open: ((choice: 'continue' | 'cancel') => void)[] = []
    const dependencies = setUp({
      showWarning: vi.fn(() => new Promise<'continue' | 'cancel'>((resolve) => open.push(resolve))),
    })
    const first = ask(approval, 56)
    const second = ask(approval, 56)
    await vi.waitFor(() => expect(dependencies.showWarning).toHaveBeenCalledTimes(1))
    // The second waits for the first to be answered.
    await vi.waitFor(() => expect(dependencies.analyze).toHaveBeenCalledTimes(2))
    expect(dependencies.showWarning).toHaveBeenCalledTimes(1)
    open[0]?.('cancel')
    expect(await first).toBe('cancel')
    await vi.waitFor(() => expect(dependencies.showWarning).toHaveBeenCalledTimes(2))
    open[1]?.('continue')
    expect(await second).toBe('continue')
  })

  it('ignores messages from other channels and its own replies', async () => {
    const dependencies = setUp()
    win.postMessage({ channel: 'other', kind: 'question', id: 'x', request: approval }, '*')
    win.postMessage({ channel: guardChannel, kind: 'answer', id: 'y', action: 'allow' }, '*')
    win.postMessage({ channel: guardChannel, kind: 'question', id: 'z', request: 'no method' }, '*')
    // A real question afterwards is answered; the ones before it were not.
    expect(await ask(approval, 56)).toBe('cancel')
    expect(dependencies.analyze).toHaveBeenCalledTimes(1)
    expect(seen.filter((message) => ['x', 'z'].includes(message.id))).toEqual([])
  })
})

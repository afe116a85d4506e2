import { act, cleanup, render, screen } from '@testing-library/react'
import { Button, theme } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWagmiConfig } from '../wallet/createWagmiConfig.ts'
import { AppProviders } from './AppProviders.tsx'
import { createI18n } from './i18n/createI18n.ts'

/** A matchMedia whose `prefers-reduced-motion: reduce` answer the test flips, telling listeners. */
function systemMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>()
  let matches = reduce
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' ? matches : false
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }))
  return (next: boolean) => {
    matches = next
    for (const listener of listeners) listener()
  }
}

function MotionToken() {
  const { token } = theme.useToken()
  return <span data-testid="motion">{String(token.motion)}</span>
}

async function renderProviders() {
  render(
    <AppProviders
      i18n={await createI18n('en')}
      wagmiConfig={createWagmiConfig({ localChains: [] })}
      localChains={[]}
    >
      <MotionToken />
    </AppProviders>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('AppProviders and button labels', () => {
  it('writes a two-character Chinese or Japanese label as it is, without the space antd inserts (issue 77)', async () => {
    systemMotionSetting(false)
    render(
      <AppProviders
        i18n={await createI18n('zh')}
        wagmiConfig={createWagmiConfig({ localChains: [] })}
        localChains={[]}
      >
        <Button data-testid="zh">检测</Button>
        <Button data-testid="ja">延長</Button>
      </AppProviders>,
    )
    expect(screen.getByTestId('zh').textContent).toBe('检测')
    expect(screen.getByTestId('ja').textContent).toBe('延長')
  })
})

describe('AppProviders and the system motion setting', () => {
  it('keeps antd motion on by default', async () => {
    systemMotionSetting(false)
    await renderProviders()
    expect(screen.getByTestId('motion').textContent).toBe('true')
  })

  it('turns antd motion off when the user asks for reduced motion, and follows a change while open', async () => {
    const setReduce = systemMotionSetting(true)
    await renderProviders()
    expect(screen.getByTestId('motion').textContent).toBe('false')
    act(() => setReduce(false))
    expect(screen.getByTestId('motion').textContent).toBe('true')
    act(() => setReduce(true))
    expect(screen.getByTestId('motion').textContent).toBe('false')
  })
})

import { cleanup, render, screen } from '@testing-library/react'
import { parseVanityPattern } from '@tokenbox/core/vanity/vanityPattern.ts'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../app/i18n/createI18n.ts'
import { activateNamespace, loadNamespaceBundle } from '../../base/loadLanguage.ts'
import type { VanityRun } from './useVanitySearch.ts'
import { VanityStats } from './VanityStats.tsx'

afterEach(cleanup)

const parsed = parseVanityPattern({
  target: 'address',
  match: 'prefix',
  text: 'abcd',
  suffix: '',
  caseSensitive: false,
})
const pattern = parsed.ok ? parsed.pattern : null

async function renderStats(run: VanityRun) {
  const i18n = await createI18n('en')
  activateNamespace(i18n, 'vanity')
  await loadNamespaceBundle(i18n, 'en', 'vanity')
  render(
    <I18nextProvider i18n={i18n}>
      <VanityStats run={run} pattern={pattern} />
    </I18nextProvider>,
  )
  return screen.getByTestId('vanity-expected').textContent
}

const gpu = { kind: 'gpu', name: 'nvidia h200' } as const

describe('VanityStats on the GPU (issue 77)', () => {
  it('says the GPU is starting before it has a speed, and that its start-up is not in the expected time', async () => {
    expect(pattern).not.toBeNull()
    const starting = await renderStats({
      status: 'running',
      attempts: 0,
      speed: 0,
      seconds: 3,
      workers: 1,
      engine: gpu,
    })
    expect(starting).toBe('Starting the GPU…')
    cleanup()
    const measured = await renderStats({
      status: 'found',
      attempts: 65_536,
      speed: 1_000_000,
      seconds: 9.4,
      workers: 1,
      engine: gpu,
    })
    expect(measured).toMatch(/, after the GPU's start-up \(seconds on a first search\)$/)
  })

  it('gives the plain expected time on the processor', async () => {
    const text = await renderStats({
      status: 'running',
      attempts: 10,
      speed: 1_000_000,
      seconds: 1,
      workers: 2,
      engine: { kind: 'cpu', workers: 2 },
    })
    expect(text).not.toContain('GPU')
    expect(text).not.toBe('—')
  })
})

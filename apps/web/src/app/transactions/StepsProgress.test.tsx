import { act, cleanup, render, screen } from '@testing-library/react'
import type { RunStepsResult, Step, StepProgress } from '@tokenbox/core/transactions/types.ts'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/createI18n.ts'
import { StepsProgressView } from './StepsProgress.tsx'

const deploy = { type: 'deploy' } as Step
const verify = { type: 'verify' } as Step
const stages = ['initiating', 'awaitingConfirmation', 'generating', 'verifying'] as const

afterEach(cleanup)

/** The antd Steps items' titles, with the one in progress and any in error marked. */
function items(testId: string) {
  return [...screen.getByTestId(testId).querySelectorAll('.ant-steps-item')].map(
    (item) =>
      `${item.querySelector('.ant-steps-item-title')?.textContent}${
        item.className.includes('ant-steps-item-process')
          ? ' <'
          : item.className.includes('ant-steps-item-error')
            ? ' !'
            : ''
      }`,
  )
}

async function renderStages(
  progress: StepProgress | null,
  result: RunStepsResult | null = null,
  explorerUrl: string | undefined = undefined,
) {
  const i18n = await createI18n('en')
  const view = (next: StepProgress | null, nextResult: RunStepsResult | null) => (
    <I18nextProvider i18n={i18n}>
      <StepsProgressView
        layout="stages"
        stages={stages}
        progress={next}
        result={nextResult}
        testId="p"
        explorerUrl={explorerUrl}
      />
    </I18nextProvider>
  )
  let rerender: (ui: ReactNode) => void = () => {}
  await act(async () => {
    ;({ rerender } = render(view(progress, result)))
  })
  return (next: StepProgress | null, nextResult: RunStepsResult | null = null) =>
    rerender(view(next, nextResult))
}

describe('StepsProgress stages', () => {
  it('follows the transaction through the spec states, then Sourcecode Verify', async () => {
    const update = await renderStages({ stepIndex: 0, step: deploy, state: 'awaitingConfirmation' })
    expect(items('p')).toEqual([
      'Initiating',
      'Waiting for confirmation <',
      'Generating',
      'Sourcecode Verify',
    ])
    update({ stepIndex: 0, step: deploy, state: 'done' })
    expect(items('p')[3]).toBe('Sourcecode Verify <')
    update({ stepIndex: 1, step: verify, state: 'verifying' })
    expect(items('p')[3]).toBe('Sourcecode Verify <')
  })

  it('keeps the stage a transaction failed at', async () => {
    const update = await renderStages({ stepIndex: 0, step: deploy, state: 'awaitingConfirmation' })
    const failed = { status: 'failed', stepIndex: 0, step: deploy, results: [] } as unknown as RunStepsResult
    update({ stepIndex: 0, step: deploy, state: 'failed' }, failed)
    expect(items('p')[1]).toBe('Waiting for confirmation !')
  })
})

const tokenHash = `0x${'ab'.repeat(32)}` as const
const trackerHash = `0x${'cd'.repeat(32)}` as const

describe('StepsProgress transaction links', () => {
  it('shows the hash of the mined transaction on Generating, copyable, on a chain without an explorer', async () => {
    const update = await renderStages({ stepIndex: 0, step: deploy, state: 'awaitingConfirmation' })
    expect(screen.queryByTestId('p-tx-0')).toBeNull()
    update({ stepIndex: 0, step: deploy, state: 'generating', hash: tokenHash })
    expect(screen.getByTestId('p-tx-0').getAttribute('data-hash')).toBe(tokenHash)
    expect(screen.getByTestId('p-tx-0').closest('a')).toBeNull()
    update({ stepIndex: 1, step: verify, state: 'verifying' })
    const done = {
      status: 'done',
      results: [
        { type: 'deploy', status: 'confirmed', hash: tokenHash },
        { type: 'verify', status: 'skipped' },
      ],
    } as RunStepsResult
    update({ stepIndex: 1, step: verify, state: 'done' }, done)
    const shown = screen.getByTestId('p-tx-0')
    expect(shown.textContent).toBe('0xabababab...abababab')
    expect(shown.parentElement?.querySelector('.ant-typography-copy')).not.toBeNull()
  })

  it("links every transaction of the flow to the chain's explorer", async () => {
    const done = {
      status: 'done',
      results: [
        { type: 'deploy', status: 'confirmed', hash: trackerHash },
        { type: 'deploy', status: 'confirmed', hash: tokenHash },
        { type: 'verify', status: 'confirmed' },
      ],
    } as RunStepsResult
    await renderStages({ stepIndex: 2, step: verify, state: 'done' }, done, 'https://bscscan.com')
    expect(screen.getByTestId('p-tx-0').closest('a')?.getAttribute('href')).toBe(
      `https://bscscan.com/tx/${trackerHash}`,
    )
    expect(screen.getByTestId('p-tx-1').closest('a')?.getAttribute('href')).toBe(
      `https://bscscan.com/tx/${tokenHash}`,
    )
  })

  it('gives each Done line of a list its own transaction, and a refused step none', async () => {
    const i18n = await createI18n('en')
    const approve = { type: 'approve' } as Step
    const failed = {
      status: 'failed',
      stepIndex: 1,
      step: deploy,
      results: [{ type: 'approve', status: 'confirmed', hash: trackerHash }],
    } as unknown as RunStepsResult
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <StepsProgressView
            layout="list"
            steps={[approve, deploy]}
            titles={['Approve', 'Lock']}
            progress={{ stepIndex: 1, step: deploy, state: 'failed' }}
            result={failed}
            testId="l"
            explorerUrl="https://etherscan.io"
          />
        </I18nextProvider>,
      )
    })
    expect(screen.getByTestId('l-tx-0').closest('a')?.getAttribute('href')).toBe(
      `https://etherscan.io/tx/${trackerHash}`,
    )
    expect(screen.queryByTestId('l-tx-1')).toBeNull()
  })

  it('keeps every title whole: words never break inside', async () => {
    await renderStages(null)
    for (const title of screen.getByTestId('p').querySelectorAll<HTMLElement>('.ant-steps-item-title')) {
      expect(title.style.wordBreak).toBe('keep-all')
      expect(title.style.overflowWrap).toBe('normal')
    }
  })
})

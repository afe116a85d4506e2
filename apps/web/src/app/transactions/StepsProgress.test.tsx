import { act, cleanup, render, screen } from '@testing-library/react'
import type { RunStepsResult, Step, StepProgress } from '@tokenbox/core/transactions/types.ts'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/createI18n.ts'
import { StepsProgress } from './StepsProgress.tsx'

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

async function renderStages(progress: StepProgress | null, result: RunStepsResult | null = null) {
  const i18n = await createI18n('en')
  const view = (next: StepProgress | null, nextResult: RunStepsResult | null) => (
    <I18nextProvider i18n={i18n}>
      <StepsProgress layout="stages" stages={stages} progress={next} result={nextResult} testId="p" />
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

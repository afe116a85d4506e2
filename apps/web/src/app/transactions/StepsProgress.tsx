import type { RunStepsResult, Step, StepProgress, StepState } from '@tokenbox/core/transactions/types.ts'
import { Steps, Typography } from 'antd'
import { type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { StepError } from './StepError.tsx'

/** The spec's states of one transaction, in order (spec 001 section 4). */
export type TransactionStage = Exclude<StepState, 'done' | 'failed'>

type Common = {
  progress: StepProgress | null
  result: RunStepsResult | null
  testId?: string | undefined
  /** Shows the failure's reason below, with this test id. */
  errorTestId?: string | undefined
}

export type StepsProgressProps = Common &
  (
    | {
        /** One line per transaction of the flow (approve, lock, each batch, ...), titled by `titles`. */
        layout: 'list'
        steps: readonly Step[]
        titles: readonly string[]
      }
    | {
        /**
         * The stages a flow goes through for the one transaction its user sees (a faucet claim, a
         * token creation): Initiating, Waiting for confirmation, Generating, and Sourcecode Verify
         * where `stages` has it (a verify step of the flow stands there).
         */
        layout: 'stages'
        stages: readonly TransactionStage[]
        /** Titles other than the common words, e.g. "Generating token". */
        titles?: Partial<Record<TransactionStage, string>>
        descriptions?: Partial<Record<TransactionStage, ReactNode>>
      }
    | {
        /** One line: the state of the transaction in flight, for a small card. */
        layout: 'inline'
        running: boolean
      }
  )

/**
 * Every tool's progress of a run of steps in the spec's words (Initiating, Waiting for
 * confirmation, Generating, Sourcecode Verify, Completed) from the step runner's `progress` and
 * `result`, and the failure in the catalogue's words: one component, three layouts.
 *
 * @example
 * <StepsProgress layout="list" steps={steps} titles={titles} progress={progress} result={result} testId="lock-progress" />
 * <StepsProgress layout="stages" stages={['initiating', 'awaitingConfirmation', 'generating']} progress={progress} result={result} />
 */
export function StepsProgress(props: StepsProgressProps) {
  const { t } = useTranslation('common')
  const { progress, result, testId, errorTestId } = props
  const stateText = (state: StepState) => t(`transaction.${state}`)
  // A failure keeps the stage it happened at (the runner reports it as the state `failed`).
  const reached = useRef(0)
  const error = result?.status === 'failed' && errorTestId && (
    <StepError result={result} testId={errorTestId} />
  )

  if (props.layout === 'inline') {
    if (error) return error
    if (!props.running || !progress) return null
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {stateText(progress.state)}
      </Typography.Text>
    )
  }

  if (props.layout === 'list') {
    const { steps, titles } = props
    const current = result?.status === 'done' ? steps.length : (result?.stepIndex ?? progress?.stepIndex ?? 0)
    return (
      <>
        <Steps
          size="small"
          orientation="vertical"
          data-testid={testId}
          current={current}
          status={statusOf(result)}
          items={steps.map((_, index) => ({
            title: titles[index],
            description:
              index === current && progress?.stepIndex === index && !result
                ? stateText(progress.state)
                : result?.status === 'done' || index < current
                  ? stateText('done')
                  : undefined,
          }))}
        />
        {error}
      </>
    )
  }

  const { stages } = props
  if (result?.status === 'done') reached.current = stages.length
  else if (!progress) reached.current = 0
  else if (progress.state !== 'failed') {
    const stage = progress.step.type === 'verify' ? 'verifying' : progress.state
    // A transaction that is done moves the flow past Generating (to Sourcecode Verify, if shown).
    reached.current = stage === 'done' ? stages.indexOf('generating') + 1 : Math.max(0, stages.indexOf(stage))
  }
  return (
    <>
      <Steps
        size="small"
        data-testid={testId}
        current={reached.current}
        status={statusOf(result)}
        items={stages.map((stage) => ({
          title: props.titles?.[stage] ?? stateText(stage),
          description: props.descriptions?.[stage],
        }))}
      />
      {error}
    </>
  )
}

function statusOf(result: RunStepsResult | null) {
  return result?.status === 'failed' ? 'error' : result?.status === 'done' ? 'finish' : 'process'
}

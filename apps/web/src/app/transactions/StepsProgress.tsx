import type { RunStepsResult, Step, StepProgress, StepState } from '@tokenbox/core/transactions/types.ts'
import { Flex, Steps, Typography } from 'antd'
import { type CSSProperties, type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'
import { StepError } from './StepError.tsx'
import { StepPreview } from './StepPreview.tsx'
import { shownPreview, stageReached, statusOf, useStepHashes } from './stepsProgressState.ts'
import { TransactionHashLink } from './TransactionHashLink.tsx'
import { MeasuredTitles, useFitsSideBySide } from './useFitsSideBySide.tsx'

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
 * `result`, and the failure in the catalogue's words: one component, three layouts. Each step that
 * sent a transaction shows it (a link to the chain's explorer, or the copyable hash on a chain
 * without one): in `list`, on the step's own line; in `stages`, on Generating, the stage the
 * transactions are mined in (Initiating and Waiting for confirmation send nothing of their own).
 *
 * @example
 * <StepsProgress layout="list" steps={steps} titles={titles} progress={progress} result={result} testId="lock-progress" />
 * <StepsProgress layout="stages" stages={['initiating', 'awaitingConfirmation', 'generating']} progress={progress} result={result} />
 */
export function StepsProgress(props: StepsProgressProps) {
  const { entry } = useConnectedChainEntry()
  return <StepsProgressView {...props} explorerUrl={entry?.url} />
}

/** {@link StepsProgress} with the explorer given, not read from the connected chain (for tests). */
export function StepsProgressView(props: StepsProgressProps & { explorerUrl: string | undefined }) {
  const { t } = useTranslation('common')
  const { progress, result, testId, errorTestId, explorerUrl } = props
  const stateText = (state: StepState) => t(`transaction.${state}`)
  // A failure keeps the stage it happened at (the runner reports it as the state `failed`).
  const reached = useRef(0)
  const hashes = useStepHashes(progress, result)
  const titles =
    props.layout === 'list'
      ? props.titles
      : props.layout === 'stages'
        ? props.stages.map((stage) => props.titles?.[stage] ?? stateText(stage))
        : []
  const [boxRef, measureRef, horizontal] = useFitsSideBySide(titles)
  const error = result?.status === 'failed' && errorTestId && (
    <StepError result={result} testId={errorTestId} />
  )
  const previewShown = shownPreview(progress, result)
  const preview = (
    <StepPreview key={progress?.stepIndex} preview={previewShown} testId={testId && `${testId}-preview`} />
  )
  const link = (index: number) => {
    const hash = hashes[index]
    return (
      hash && (
        <TransactionHashLink
          key={hash}
          hash={hash}
          explorerUrl={explorerUrl}
          testId={testId && `${testId}-tx-${index}`}
        />
      )
    )
  }

  if (props.layout === 'inline') {
    if (error)
      return (
        <Flex vertical gap={4}>
          {preview}
          {error}
        </Flex>
      )
    if (!props.running || !progress) return null
    return (
      <Flex vertical gap={4}>
        <Typography.Text type="secondary" data-testid={testId}>
          {stateText(progress.state)}
        </Typography.Text>
        {preview}
      </Flex>
    )
  }

  if (props.layout === 'list') {
    const { steps } = props
    const current = result?.status === 'done' ? steps.length : (result?.stepIndex ?? progress?.stepIndex ?? 0)
    return (
      <>
        <Steps
          size="small"
          orientation="vertical"
          data-testid={testId}
          current={current}
          status={statusOf(result)}
          styles={{ itemTitle: titleStyle }}
          items={steps.map((_, index) => ({
            title: titles[index],
            content:
              index === current && progress?.stepIndex === index && !result ? (
                <Flex vertical>
                  {stateText(progress.state)}
                  {preview}
                  {link(index)}
                </Flex>
              ) : index === current && progress?.stepIndex === index && previewShown ? (
                preview
              ) : result?.status === 'done' || index < current ? (
                <Flex vertical>
                  {stateText('done')}
                  {link(index)}
                </Flex>
              ) : undefined,
          }))}
        />
        {error}
      </>
    )
  }

  const { stages } = props
  reached.current = stageReached(stages, progress, result, reached.current)
  const sent = Object.keys(hashes).map(Number)
  return (
    <div ref={boxRef} style={{ position: 'relative' }}>
      <MeasuredTitles titles={titles} measureRef={measureRef} />
      <Steps
        size="small"
        data-testid={testId}
        data-orientation={horizontal ? 'horizontal' : 'vertical'}
        orientation={horizontal ? 'horizontal' : 'vertical'}
        responsive={false}
        current={reached.current}
        status={statusOf(result)}
        styles={{ itemTitle: titleStyle }}
        items={stages.map((stage, index) => {
          const own = props.descriptions?.[stage]
          const links = stage === 'generating' && index <= reached.current ? sent.map(link) : []
          return {
            title: titles[index],
            content:
              links.length > 0 ? (
                <Flex vertical>
                  {own}
                  {links}
                </Flex>
              ) : (
                own
              ),
          }
        })}
      />
      {previewShown && <div style={{ marginTop: 12 }}>{preview}</div>}
      {error}
    </div>
  )
}

/**
 * antd breaks a title anywhere once its box is too narrow ("Initi/atin/g"). A title wraps only
 * between words here (and, in Chinese and Japanese, not inside a phrase): the layout gives it room.
 */
const titleStyle: CSSProperties = { wordBreak: 'keep-all', overflowWrap: 'normal' }

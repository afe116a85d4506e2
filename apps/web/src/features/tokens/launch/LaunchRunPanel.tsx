import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { type LaunchStepId, type LaunchStepState, launchStepIds } from '@tokenbox/core/launch/types.ts'
import type { StepProgress } from '@tokenbox/core/transactions/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Col, Flex, Popconfirm, Row, Skeleton, Steps } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { TransactionHashLink } from '../../../app/transactions/TransactionHashLink.tsx'
import { LaunchSummary } from './LaunchSummary.tsx'
import type { LaunchRun } from './useLaunchRun.ts'

/** How one phase shows: antd's step status, and the words under its title. */
type PhaseView = { status: 'wait' | 'process' | 'finish' | 'error'; state: string; detail?: React.ReactNode }

/**
 * The launch under way: its six phases, each with its state as the chain tells it (done, to do,
 * skipped and why, blocked and why) or as the runner reports it while it runs (waiting for the
 * wallet, confirming, verifying), a failure in the user's words with Retry, Continue for a launch
 * found again after a reload, "Start a new launch", and at the end the summary to share.
 */
export function LaunchRunPanel({ launch, entry }: { launch: LaunchRun; entry: ChainEntry }) {
  const { t } = useTranslation(['launch', 'common', 'errors'])
  const { plan, progress, phase, running } = launch
  const reading = progress.data
  const complete = reading !== undefined && !reading.next && !running
  const failed = phase?.result?.status === 'failed' ? phase.result : undefined
  // Nothing runs yet on a launch found again after a reload (or after a failure): the user resumes
  // it, unless the chain blocks the next phase (its alert says what to do outside the flow).
  const blocked = reading?.steps.find((step) => step.id === reading.next)?.status === 'blocked'
  const idle = reading?.next !== undefined && !running && !blocked

  const view = (id: LaunchStepId): PhaseView => {
    const state = reading?.steps.find((step) => step.id === id)
    if (phase?.id === id && running) return runningView(t, launch.stepProgress, phase.steps.length)
    // Refused in the wallet: nothing happened, the phase is still to do (Retry asks again).
    if (phase?.id === id && failed) {
      const refused = failed.message.key === 'transactionTerminated'
      return {
        status: refused ? 'wait' : 'error',
        state: refused ? t('state.refused') : t('state.failed'),
        detail: <StepError result={failed} testId="launch-error" />,
      }
    }
    if (launch.prepareError?.id === id)
      return {
        status: 'error',
        state: t('state.failed'),
        detail: <ErrorAlert message={launch.prepareError.message} testId="launch-prepare-error" />,
      }
    return stateView(t, id, state, reading?.verified)
  }

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={complete ? 10 : 24}>
        <Panel
          title={t('run.title')}
          data-testid="launch-run"
          extra={
            <Popconfirm
              title={t('run.resetConfirm')}
              description={t('run.resetHint')}
              okText={t('run.resetOk')}
              cancelText={t('run.resetCancel')}
              onConfirm={launch.reset}
              disabled={running}
            >
              <Button size="small" disabled={running} data-testid="launch-reset">
                {t('run.reset')}
              </Button>
            </Popconfirm>
          }
        >
          {progress.isError && (
            <Alert
              type="error"
              showIcon
              title={t('networkFailed', { ns: 'errors' })}
              style={{ marginBottom: 16 }}
            />
          )}
          {!reading && !progress.isError ? (
            <Skeleton active data-testid="launch-reading" />
          ) : (
            <Steps
              // The phase running or next: antd draws it as the current one.
              current={Math.max(
                0,
                launchStepIds.indexOf(phase && running ? phase.id : (reading?.next ?? 'renounce')),
              )}
              direction="vertical"
              size="small"
              data-testid="launch-phases"
              items={launchStepIds.map((id) => {
                const shown = view(id)
                return {
                  status: shown.status,
                  title: (
                    <span
                      data-testid={`launch-phase-${id}`}
                      data-status={shown.status}
                      data-state={shown.state}
                    >
                      {t(`steps.${id}`)}
                    </span>
                  ),
                  description: (
                    <Flex vertical gap={6} style={{ paddingBottom: 8 }}>
                      <span data-testid={`launch-phase-${id}-state`}>{shown.state}</span>
                      {shown.detail}
                    </Flex>
                  ),
                }
              })}
            />
          )}
          {idle && (
            <Flex gap={12} wrap align="center" style={{ marginTop: 8 }}>
              <Button type="primary" onClick={() => void launch.resume()} data-testid="launch-continue">
                {failed || launch.prepareError
                  ? t('run.retry')
                  : t('run.continue', { step: t(`steps.${reading.next}`) })}
              </Button>
              {!phase && !failed && <span style={{ opacity: 0.75 }}>{t('run.resumeHint')}</span>}
            </Flex>
          )}
          {plan?.deployTx && (
            <div style={{ marginTop: 12, fontSize: 12 }}>
              {t('run.deployTx')} <TransactionHashLink hash={plan.deployTx} explorerUrl={entry.url} />
            </div>
          )}
        </Panel>
      </Col>
      {complete && reading.token && (
        <Col xs={24} lg={14}>
          <LaunchSummary
            query={{ chainId: entry.id, token: reading.token, router: reading.router, quote: reading.quote }}
            finished
          />
        </Col>
      )}
    </Row>
  )
}

/** A running phase: the runner's state of its current transaction, and which of how many it is. */
function runningView(t: TFunction, progress: StepProgress | null, count: number): PhaseView {
  const state = progress?.state ?? 'initiating'
  const words =
    state === 'awaitingConfirmation'
      ? t('state.wallet')
      : state === 'generating'
        ? t('state.confirming')
        : state === 'verifying'
          ? t('state.verifying')
          : t('state.preparing')
  const position =
    progress && count > 1 ? t('state.position', { index: progress.stepIndex + 1, total: count }) : ''
  return { status: 'process', state: position ? `${words} · ${position}` : words }
}

/** A phase at rest, as the chain last read says. */
function stateView(
  t: TFunction,
  id: LaunchStepId,
  state: LaunchStepState | undefined,
  verified: boolean | undefined,
): PhaseView {
  if (!state) return { status: 'wait', state: t('state.todo') }
  switch (state.status) {
    case 'done':
      return { status: 'finish', state: t('state.done') }
    case 'skipped':
      return {
        status: 'wait',
        state: t('state.skipped', { reason: t(`reason.${state.reason ?? 'notChosen'}`) }),
      }
    case 'blocked':
      return {
        status: 'error',
        state: t('state.blocked'),
        detail: (
          <Alert
            type="warning"
            showIcon
            title={t(`reason.${state.reason ?? 'notOwner'}`)}
            data-testid={`launch-blocked-${id}`}
          />
        ),
      }
    default:
      return {
        status: 'wait',
        // The explorer could not say (no explorer API on the chain): the launch goes on without it.
        state: id === 'verify' && verified === undefined ? t('state.verifyUnknown') : t('state.todo'),
      }
  }
}

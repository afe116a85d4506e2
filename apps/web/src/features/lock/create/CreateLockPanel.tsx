import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { createLockSteps, type LockEntryInput, lockBatchSize } from '@tokenbox/core/lock/createLockSteps.ts'
import {
  batchDateColumns,
  type LockFormValues,
  scheduleDateIssue,
  toSchedule,
  validateLockAmount,
  validateLockToken,
} from '@tokenbox/core/lock/lockDraft.ts'
import { periodEnd } from '@tokenbox/core/lock/lockSchedule.ts'
import { parseLockLines } from '@tokenbox/core/lock/parseLockLines.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { reportDeployment } from '@tokenbox/core/webApi/deployments.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Checkbox, Col, Flex, Form, Input, Row, Switch, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits, getAddress, parseUnits } from 'viem'
import { useConnection } from 'wagmi'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import type { LockPrefill } from '../../../app/routes/lockPrefill.ts'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { describeSchedule, formatTokenAmount } from '../formatLock.ts'
import type { LockMode } from '../lockModes.ts'
import { useLockableToken } from '../useLockableToken.ts'
import { BatchLines } from './BatchLines.tsx'
import { ScheduleFields } from './ScheduleFields.tsx'
import { TokenInfo } from './TokenInfo.tsx'

/**
 * Create Lock: a token or LP, an amount (or many owners at once), a schedule, an owner who may be
 * another account, and a description; then approve and lock through the step runner. Nothing is
 * sent while a field is refused, and a failed transaction leaves the form as the user typed it.
 */
export function CreateLockPanel({
  locker,
  mode,
  prefill,
  onLocked,
}: {
  locker: Address
  mode: LockMode
  /** Values another tool filled in through the link (lpLockPrefillHref). */
  prefill?: LockPrefill | undefined
  onLocked: () => void
}) {
  const { t, i18n } = useTranslation(['lock', 'errors'])
  const { address, chainId } = useConnection()
  const [form] = Form.useForm<LockFormValues>()
  const values = Form.useWatch([], form) as LockFormValues | undefined
  const isLp = values?.isLp ?? mode.lp
  const batch = values?.batch ?? false
  const forAnother = values?.forAnother ?? false
  const token = useLockableToken(values?.token, locker)
  const { run, progress, result, running } = useStepRunner()
  const [flow, setFlow] = useState<{ steps: Step[]; titles: string[] } | null>(null)

  // A token read after the user typed its address re-checks the field (not a token, not LP).
  useEffect(() => {
    if (token.data !== undefined && form.isFieldTouched('token')) void form.validateFields(['token'])
  }, [token.data, form])
  useEffect(() => {
    if (address && !form.isFieldTouched('owner')) form.setFieldValue('owner', address)
  }, [address, form])

  const submit = async () => {
    // Every field, also those the current mode does not show (onFinish passes only the shown ones).
    const all = form.getFieldsValue(true) as LockFormValues
    const info = token.data
    if (!info || !address) return
    const entries: LockEntryInput[] = all.batch
      ? parseLockLines(all.lines, info.decimals, batchDateColumns[all.kind]).lines.map((line) => ({
          owner: line.owner,
          amount: line.amount,
          schedule: toSchedule(all, line.dates),
        }))
      : [
          {
            owner: all.forAnother ? getAddress(all.owner.trim()) : address,
            amount: parseUnits(all.amount.trim(), info.decimals),
            schedule: toSchedule(all),
          },
        ]
    const steps = createLockSteps({
      locker,
      token: info.address,
      isLp: all.isLp,
      entries,
      description: all.description?.trim() ?? '',
    })
    // In the user's words, never the step's internal label ("Lock (lock)", issue 77).
    const total = entries.reduce((sum, entry) => sum + entry.amount, 0n)
    const titles = steps.map((step, index) =>
      step.type === 'approve'
        ? t('progress.approve', { symbol: info.symbol })
        : entries.length === 1
          ? t('progress.lockOne', { amount: formatTokenAmount(total, info.decimals), symbol: info.symbol })
          : t('progress.lockMany', {
              from: (index - 1) * lockBatchSize + 1,
              to: Math.min(index * lockBatchSize, entries.length),
            }),
    )
    setFlow({ steps, titles })
    const outcome = await run(steps)
    if (outcome.status === 'done') {
      // One report per lock transaction (the approval is not a lock); a lock makes no contract, so
      // the address reported is the locker holding it. Fire-and-forget, never in the user's way.
      steps.forEach((step, index) => {
        const hash = outcome.results[index]?.hash
        if (step.type !== 'approve' && hash && chainId && address)
          void reportDeployment({
            kind: 'lock',
            chainId,
            address: locker,
            txHash: hash,
            deployer: address,
          })
      })
      void token.refetch()
      onLocked()
    }
  }

  const info = token.data ?? undefined
  const schedulePreview = values?.kind && info ? safeDescribe(t, values, i18n.language) : undefined
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        <Panel title={t('create.title')}>
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={submit}
            disabled={running}
            initialValues={{
              token: prefill?.token,
              amount: prefill?.amount,
              isLp: mode.lp,
              kind: mode.kind,
              batch: false,
              forAnother: false,
              firstPercent: '10',
              cycle: 30,
              cycleUnit: 'day',
              cyclePercent: '10',
              description: '',
            }}
            data-testid="create-lock-form"
          >
            <Form.Item
              name="token"
              label={t(isLp ? 'form.lpToken' : 'form.token')}
              dependencies={['isLp']}
              rules={[issueRule(t, (value?: string) => validateLockToken(value, isLp, token.data), 'lock')]}
            >
              <Input
                spellCheck={false}
                placeholder="0x…"
                allowClear={labelledClear}
                data-testid="lock-token"
              />
            </Form.Item>
            {info && <TokenInfo token={info} />}
            <Flex gap={24} wrap>
              <Form.Item name="isLp" label={t('form.isLp')} valuePropName="checked">
                <Switch data-testid="lock-is-lp" />
              </Form.Item>
              <Form.Item name="batch" label={t('form.batch')} valuePropName="checked">
                <Switch data-testid="lock-batch" />
              </Form.Item>
            </Flex>
            {batch ? (
              <BatchLines token={info} />
            ) : (
              <>
                <Form.Item
                  name="amount"
                  label={t('form.amount')}
                  dependencies={['token']}
                  rules={[issueRule(t, (value?: string) => validateLockAmount(value, token.data), 'lock')]}
                >
                  <Input
                    inputMode="decimal"
                    data-testid="lock-amount"
                    // Always a suffix: antd rebuilds the input when one appears, losing what is being typed.
                    suffix={<span>{info?.symbol}</span>}
                    addonAfter={
                      <Button
                        type="link"
                        size="small"
                        disabled={!info}
                        data-testid="lock-max"
                        onClick={() => {
                          if (!info) return
                          form.setFieldValue('amount', formatUnits(info.balance, info.decimals))
                          void form.validateFields(['amount'])
                        }}
                      >
                        {t('form.max')}
                      </Button>
                    }
                  />
                </Form.Item>
                <Form.Item name="forAnother" valuePropName="checked" style={{ marginBottom: 8 }}>
                  <Checkbox data-testid="lock-for-another">{t('form.forAnother')}</Checkbox>
                </Form.Item>
                {forAnother && (
                  <Form.Item
                    name="owner"
                    label={t('form.owner')}
                    rules={[issueRule(t, (value?: string) => validateAddress(value, 'form.owner'), 'lock')]}
                  >
                    <Input spellCheck={false} data-testid="lock-owner" />
                  </Form.Item>
                )}
              </>
            )}
            <ScheduleFields />
            <Form.Item name="description" label={t('form.description')}>
              <Input maxLength={200} showCount data-testid="lock-description" />
            </Form.Item>
            <CreateSubmitFooter
              connected={!!address}
              busy={running}
              label={t('create.submit')}
              submitTestId="lock-submit"
            />
          </Form>
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap={20}>
          <Panel title={t('create.summary')}>
            <Typography.Paragraph data-testid="lock-summary" style={{ marginBottom: 0 }}>
              {schedulePreview ?? t('create.summaryEmpty')}
            </Typography.Paragraph>
          </Panel>
          {flow && (
            <Panel title={t('progress.title')}>
              <StepsProgress
                layout="list"
                steps={flow.steps}
                titles={flow.titles}
                progress={progress}
                result={result}
                testId="lock-progress"
                errorTestId="lock-error"
              />
              {result?.status === 'done' && (
                <Alert type="success" showIcon title={t('create.done')} data-testid="lock-created" />
              )}
            </Panel>
          )}
        </Flex>
      </Col>
    </Row>
  )
}

/**
 * The schedule sentence for the summary, or nothing while its fields are incomplete or hold a date
 * the form refuses (issue 77: "Everything unlocks on Jan 1, 2025" beside "must be in the future").
 */
function safeDescribe(
  t: Parameters<typeof describeSchedule>[0],
  values: LockFormValues,
  language: string,
): string | undefined {
  if (scheduleDateIssue(values, Date.now())) return undefined
  try {
    const schedule = toSchedule(values)
    if (schedule.kind === 'fixed') {
      if (!values.unlockAt) return undefined
      return describeSchedule(t, { ...schedule, start: 0n, cycle: 0n, firstBps: 0n, cycleBps: 0n }, language)
    }
    if (schedule.kind === 'linear') {
      if (!values.startAt || !values.endAt) return undefined
      return describeSchedule(t, { ...schedule, cycle: 0n, firstBps: 0n, cycleBps: 0n }, language)
    }
    if (!values.firstReleaseAt || schedule.cycle <= 0n || schedule.cycleBps <= 0n) return undefined
    return describeSchedule(
      t,
      { ...schedule, end: periodEnd(schedule.start, schedule.cycle, schedule.firstBps, schedule.cycleBps) },
      language,
    )
  } catch {
    return undefined
  }
}

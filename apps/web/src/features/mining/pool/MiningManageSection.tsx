import { draftAddressLines, parseDraftAmount, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { Button, Flex, Input, Popconfirm, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress, isAddress } from 'viem'
import { DateTimePicker } from '../../../app/forms/DateTimePicker.tsx'
import { issueText } from '../../../app/forms/issueRule.ts'
import { tokenAmount } from '../miningFigures.ts'
import type { MiningSectionProps } from './miningSectionProps.ts'

const endNoticeSeconds = 7n * 86_400n

/** The whitelist's two buttons: allow the addresses typed, or refuse them. */
const whitelistChanges = [
  { allowed: true, testId: 'mining-whitelist-add', label: 'manage.allow' },
  { allowed: false, testId: 'mining-whitelist-remove', label: 'manage.refuse' },
] as const

/**
 * The fund and the creator's powers. Anyone tops up the fund while the pool runs. The creator's
 * are the contract's only ones, each stated with its limit: halve (once a day, pools created with
 * it), the whitelist, an earlier end with at least 7 days' notice, and the unspent fund after the
 * end. None of them touches a stake or a reward already earned.
 */
export function MiningManageSection({ state, actions, action }: MiningSectionProps) {
  const { t, i18n } = useTranslation('mining')
  const language = i18n.language
  const running = action.running
  const [topUp, setTopUp] = useState('')
  const [topUpIssue, setTopUpIssue] = useState<string>()
  const [list, setList] = useState('')
  const [listIssue, setListIssue] = useState<string>()
  const [end, setEnd] = useState<Dayjs | null>(null)
  const endHintId = useId()
  const addTopUp = () => {
    const found = validateAmount(topUp, state.reward.decimals, { field: 'manage.topUpAmount' })
    setTopUpIssue(found ? issueText(t, found, 'mining') : undefined)
    if (!found) void action.topUp(parseDraftAmount(topUp, state.reward.decimals))
  }
  const changeWhitelist = (allowed: boolean) => {
    const lines = draftAddressLines(list)
    const bad = lines.findIndex((line) => !isAddress(line))
    const issue =
      lines.length === 0
        ? t('validation.empty', { field: t('manage.whitelist') })
        : bad >= 0
          ? t('validation.illegalAddressLine', { line: bad + 1 })
          : undefined
    setListIssue(issue)
    if (!issue) void action.whitelist(lines.map((line) => getAddress(line)) as Address[], allowed)
  }
  const earliest = state.now + endNoticeSeconds
  const endSeconds = end ? BigInt(end.unix()) : undefined
  const endIssue =
    endSeconds !== undefined &&
    (endSeconds < earliest || (state.endTime !== 0n && endSeconds >= state.endTime))
      ? t('manage.endRule')
      : undefined
  return (
    <Flex vertical gap={16} data-testid="mining-manage">
      {actions.topUp && (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('manage.topUp')}</Typography.Text>
          <Typography.Text type="secondary">
            {t('manage.topUpHint', {
              balance: tokenAmount(state.position?.rewardBalance ?? 0n, state.reward.decimals, language),
              symbol: state.reward.symbol,
            })}
          </Typography.Text>
          <Flex gap={8} wrap align="start">
            <Flex vertical style={{ flex: '1 1 200px' }}>
              <Input
                value={topUp}
                onChange={(event) => setTopUp(event.target.value)}
                inputMode="decimal"
                suffix={state.reward.symbol}
                status={topUpIssue ? 'error' : undefined}
                aria-label={t('manage.topUp')}
                data-testid="mining-topup-amount"
              />
              {topUpIssue && <Typography.Text type="danger">{topUpIssue}</Typography.Text>}
            </Flex>
            <Button onClick={addTopUp} loading={running} disabled={running} data-testid="mining-topup">
              {t('manage.topUpSubmit')}
            </Button>
          </Flex>
        </Flex>
      )}
      {actions.isCreator && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('manage.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('manage.powers')}
          </Typography.Paragraph>
          {state.manualHalving && (
            <Flex gap={8} wrap align="center">
              <Popconfirm
                title={t('manage.halveConfirm')}
                okText={t('manage.halve')}
                cancelText={t('pool.keep')}
                onConfirm={() => void action.halve()}
                disabled={!actions.halve}
              >
                <Button loading={running} disabled={running || !actions.halve} data-testid="mining-halve">
                  {t('manage.halve')}
                </Button>
              </Popconfirm>
              {!actions.halve && state.label !== 'ended' && (
                <Typography.Text type="secondary">{t('manage.halveOnceADay')}</Typography.Text>
              )}
            </Flex>
          )}
          {actions.whitelist && (
            <Flex vertical gap={4}>
              <Typography.Text strong>{t('manage.whitelist')}</Typography.Text>
              <Input.TextArea
                rows={3}
                value={list}
                onChange={(event) => setList(event.target.value)}
                placeholder="0x…"
                spellCheck={false}
                status={listIssue ? 'error' : undefined}
                data-testid="mining-whitelist-input"
              />
              {listIssue && <Typography.Text type="danger">{listIssue}</Typography.Text>}
              <Flex gap={8} wrap>
                {whitelistChanges.map(({ allowed, testId, label }) => (
                  <Button
                    key={testId}
                    onClick={() => changeWhitelist(allowed)}
                    disabled={running}
                    data-testid={testId}
                  >
                    {t(label)}
                  </Button>
                ))}
              </Flex>
            </Flex>
          )}
          {actions.scheduleEnd && (
            <Flex vertical gap={4}>
              <Typography.Text strong>{t('manage.end')}</Typography.Text>
              <Typography.Text type="secondary" id={endHintId}>
                {t('manage.endHint')}
              </Typography.Text>
              <Flex gap={8} wrap align="start">
                <div style={{ flex: '1 1 220px' }}>
                  {/* No form label here: named as the create form's end field, described by the rule above. */}
                  <DateTimePicker
                    value={end}
                    onChange={(value) => setEnd(value ? dayjs(value as Dayjs) : null)}
                    status={endIssue ? 'error' : undefined}
                    aria-label={t('form.endTime')}
                    aria-describedby={endHintId}
                    data-testid="mining-end-date"
                  />
                  {endIssue && <Typography.Text type="danger">{endIssue}</Typography.Text>}
                </div>
                <Button
                  onClick={() => endSeconds !== undefined && void action.scheduleEnd(endSeconds)}
                  disabled={running || endSeconds === undefined || Boolean(endIssue)}
                  data-testid="mining-schedule-end"
                >
                  {t('manage.endSubmit')}
                </Button>
              </Flex>
            </Flex>
          )}
          {actions.withdrawUnspent && (
            <Button
              onClick={() => void action.withdrawUnspent()}
              loading={running}
              disabled={running}
              data-testid="mining-withdraw-unspent"
            >
              {t('manage.withdrawUnspent', {
                amount: tokenAmount(
                  state.rewardDeposited - state.rewardAllocated,
                  state.reward.decimals,
                  language,
                ),
                symbol: state.reward.symbol,
              })}
            </Button>
          )}
        </>
      )}
    </Flex>
  )
}

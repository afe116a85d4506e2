import type { MiningDraft, MiningScreen } from '@tokenbox/core/mining/miningDraft.ts'
import { miningKindCarries } from '@tokenbox/core/mining/miningDraft.ts'
import { miningLimits } from '@tokenbox/core/mining/validateMiningDraft.ts'
import { Col, Form, Input, Row, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DraftField,
  DraftFormProvider,
  SectionDivider,
  useDraftRule,
} from '../../../app/forms/DraftField.tsx'
import { useToken } from '../../../app/tokens/useToken.ts'
import { LockOptionFields } from './LockOptionFields.tsx'
import { miningFormSettings } from './miningFormSettings.ts'
import { useStakeToken } from './useStakeToken.ts'

/**
 * The create form's fields for every mining screen: the stake token (an LP pair on the LP screen,
 * checked as the lock tool checks one) and the reward token, the reward per day and the fund, the
 * time, then what the kind carries: lock periods with their multiples, halving, and the advanced
 * settings (minimum stake, team power, whitelist). Every field is judged by core's validateMiningDraft.
 */
export function MiningFormFields({ screen }: { screen: MiningScreen }) {
  const { t } = useTranslation('mining')
  const form = Form.useFormInstance<MiningDraft>()
  const kind = Form.useWatch('kind', form) ?? 'free'
  const stakeText = Form.useWatch('stakeToken', form)
  const rewardText = Form.useWatch('rewardToken', form)
  const stake = useStakeToken(stakeText)
  const reward = useToken(rewardText)
  const carries = miningKindCarries(kind)
  const rewardSymbol = reward.data?.symbol ?? ''

  useEffect(() => {
    form.setFieldValue('stakeDecimals', stake.data?.decimals)
    form.setFieldValue('stakeIsLp', stake.data ? Boolean(stake.data.lp) : undefined)
    if (stakeText) void form.validateFields(['stakeToken']).catch(() => undefined)
  }, [stake.data, form, stakeText])
  useEffect(() => {
    form.setFieldValue('rewardDecimals', reward.data?.decimals)
    if (rewardText) void form.validateFields(['rewardToken']).catch(() => undefined)
  }, [reward.data?.decimals, form, rewardText])

  return (
    <DraftFormProvider value={miningFormSettings}>
      <Row gutter={16}>
        <Form.Item name="kind" hidden>
          <Input />
        </Form.Item>
        <TokenField
          path="stakeToken"
          label={screen === 'lp' ? t('form.lpToken') : t('form.stakeToken')}
          hint={screen === 'lp' ? t('form.lpTokenHint') : t('form.stakeTokenHint')}
          info={
            stake.data &&
            (stake.data.lp
              ? t('form.pairInfo', {
                  symbol: stake.data.symbol,
                  token0: stake.data.lp.token0.symbol,
                  token1: stake.data.lp.token1.symbol,
                })
              : t('form.tokenInfo', {
                  name: stake.data.name,
                  symbol: stake.data.symbol,
                  decimals: stake.data.decimals,
                }))
          }
        />
        <TokenField
          path="rewardToken"
          label={t('form.rewardToken')}
          hint={t('form.rewardTokenHint')}
          info={
            reward.data &&
            t('form.tokenInfo', {
              name: reward.data.name,
              symbol: reward.data.symbol,
              decimals: reward.data.decimals,
            })
          }
        />
        <DraftField kind="amount" path="rewardPerDay" hint suffix={rewardSymbol} />
        <DraftField kind="amount" path="rewardFund" hint suffix={rewardSymbol} />
        <DraftField kind="date" path="startTime" hint />
        <DraftField kind="date" path="endTime" hint dependencies={['startTime']} />

        {carries.locks && <LockOptionFields />}
        {carries.halving && (
          <>
            <SectionDivider title={t('form.halving')} />
            <DraftField
              kind="days"
              path="halvingIntervalDays"
              hint
              maxDays={miningLimits.maxHalvingDays}
              dependencies={['manualHalving']}
            />
            <DraftField kind="switch" path="manualHalving" hint />
          </>
        )}
        {carries.advanced && <AdvancedFields />}
      </Row>
    </DraftFormProvider>
  )
}

/** A token address field with what the chain says about the token under it. */
function TokenField({
  path,
  label,
  hint,
  info,
}: {
  path: 'stakeToken' | 'rewardToken'
  label: string
  hint: string
  info: string | null | undefined
}) {
  const rule = useDraftRule(path)
  return (
    <Col xs={24}>
      <Form.Item name={path} label={label} rules={[rule]} tooltip={hint}>
        <Input placeholder="0x…" spellCheck={false} data-testid={`mining-${path}`} />
      </Form.Item>
      {info && (
        <Typography.Paragraph type="secondary" data-testid={`mining-${path}-info`}>
          {info}
        </Typography.Paragraph>
      )}
    </Col>
  )
}

/** Advanced Mine: the minimum stake, team power's share and the whitelist. */
function AdvancedFields() {
  const { t } = useTranslation('mining')
  const form = Form.useFormInstance<MiningDraft>()
  const whitelistOnly = Form.useWatch('whitelistOnly', form)
  const whitelistRule = useDraftRule('whitelist')
  return (
    <>
      <SectionDivider title={t('form.advanced')} />
      <DraftField kind="amount" path="minStake" hint />
      <DraftField kind="percent" path="teamSharePercent" hint />
      <DraftField kind="switch" path="whitelistOnly" hint />
      {whitelistOnly && (
        <Col xs={24}>
          <Form.Item
            name="whitelist"
            label={t('form.whitelist')}
            rules={[whitelistRule]}
            tooltip={t('form.whitelistHint')}
          >
            <Input.TextArea rows={3} spellCheck={false} placeholder="0x…" data-testid="mining-whitelist" />
          </Form.Item>
        </Col>
      )}
    </>
  )
}

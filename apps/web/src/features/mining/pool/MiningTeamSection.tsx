import { miningTeamEmissionBps } from '@tokenbox/core/mining/miningTeamPower.ts'
import { Button, Flex, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress, isAddress, zeroAddress } from 'viem'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { teamGenerationParams, tokenAmount } from '../miningFigures.ts'
import type { MiningSectionProps } from './miningSectionProps.ts'

/**
 * Team power (Advanced pools with a team share): the rules in full, my inviter (or binding one
 * before a first stake), my invite link once I can invite (after my first stake; the creator
 * always), and my team: direct invites, size, team power and its share of the team emission.
 */
export function MiningTeamSection({
  state,
  actions,
  action,
  account,
  inviter,
}: MiningSectionProps & { account: Address; inviter: Address | undefined }) {
  const { t, i18n } = useTranslation('mining')
  const language = i18n.language
  const [text, setText] = useState(inviter ?? '')
  const team = state.position?.team
  const share = (state.teamShareBps / 100).toLocaleString(language)
  const canInvite = actions.isCreator || Boolean(state.position?.joined)
  const link = `${window.location.origin}${window.location.pathname}?pool=${state.address}&ref=${account}`
  // Of the team emission: the contract divides it by 3% of all power (never less than the counted team power).
  const shareOfTeam = team ? miningTeamEmissionBps(team) / 100 : 0
  return (
    <Flex vertical gap={12} data-testid="mining-team">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('team.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('team.rules', { share, ...teamGenerationParams(language) })} {t('team.realStake')}
      </Typography.Paragraph>
      {team && (
        <FactsTable
          column={{ xs: 1, md: 2 }}
          bordered={false}
          facts={[
            {
              key: 'inviter',
              label: t('team.inviter'),
              value: team.inviter === zeroAddress ? t('team.none') : team.inviter,
              testId: 'mining-team-inviter',
            },
            {
              key: 'invites',
              label: t('team.invites'),
              value: t('team.size', { direct: team.directInvites, size: team.teamSize }),
              testId: 'mining-team-size',
              data: { 'data-size': String(team.teamSize), 'data-direct': String(team.directInvites) },
            },
            {
              key: 'power',
              label: t('team.power'),
              value: `${t('team.powerValue', {
                power: tokenAmount(team.teamPower, state.stake.decimals, language),
                percent: shareOfTeam.toLocaleString(language),
              })}${
                team.invitedPower > team.teamPower
                  ? ` ${t('team.powerCapped', {
                      invited: tokenAmount(team.invitedPower, state.stake.decimals, language),
                    })}`
                  : ''
              }`,
              testId: 'mining-team-power',
              data: {
                'data-power': team.teamPower.toString(),
                'data-invited': team.invitedPower.toString(),
              },
            },
          ]}
        />
      )}
      {actions.bind && (
        <Flex gap={8} wrap>
          <Input
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('team.inviterPlaceholder')}
            spellCheck={false}
            status={text.trim() && !isAddress(text.trim()) ? 'error' : undefined}
            style={{ flex: '1 1 260px' }}
            data-testid="mining-bind-input"
          />
          <Button
            onClick={() => void action.bind(getAddress(text.trim()))}
            disabled={!isAddress(text.trim()) || action.running}
            loading={action.running}
            data-testid="mining-bind"
          >
            {t('team.bind')}
          </Button>
        </Flex>
      )}
      {canInvite && (
        <Flex vertical gap={4}>
          <Typography.Text>{t('team.link')}</Typography.Text>
          <Typography.Text code copyable data-testid="mining-invite-link" style={{ wordBreak: 'break-all' }}>
            {link}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  )
}

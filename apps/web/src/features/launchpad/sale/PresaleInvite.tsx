import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { PresaleState } from '@tokenbox/core/launchpad/presaleState.ts'
import { Button, Flex, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits, zeroAddress } from 'viem'
import { useInviterTeam } from './useInviterTeam.ts'

/**
 * The account's invitation: its link (`?presale=…&ref=<account>`) to share, the inviter it is bound
 * to, its rewards, and its team per generation (invitees and their volume), from the contract's
 * own statistics.
 */
export function PresaleInvite({
  state,
  account,
  onClaimRewards,
}: {
  state: PresaleState
  account: Address
  onClaimRewards?: (() => void) | undefined
}) {
  const { t, i18n } = useTranslation('launchpad')
  const team = useInviterTeam(state.address, account, state.inviteBps.length, state.sold)
  if (state.inviteBps.length === 0 && !state.bindBeforeBuy) return null
  const link = `${window.location.origin}${window.location.pathname}?presale=${state.address}&ref=${account}`
  const coin = state.payCoins[0]
  // The team's volume is in the caps' unit: tokens, or the coin in a fair launch.
  const fair = state.mode === 'fairLaunch'
  const volumeUnit = fair ? (coin?.symbol ?? '') : state.symbol
  const volume = (value: bigint) =>
    formatLocaleDecimal(formatUnits(value, fair ? (coin?.decimals ?? 18) : state.decimals), i18n.language)
  const inviter = state.position?.inviter
  return (
    <Flex vertical gap={8} data-testid="presale-invite">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('invite.title')}
      </Typography.Title>
      <Typography.Text>
        {t('invite.rates', {
          rates: state.inviteBps
            .map((bps) => `${formatLocaleDecimal((Number(bps) / 100).toString(), i18n.language)}%`)
            .join(' / '),
        })}
      </Typography.Text>
      <Typography.Text
        code
        copyable={{ text: link }}
        style={{ wordBreak: 'break-all' }}
        data-testid="presale-invite-link"
      >
        {link}
      </Typography.Text>
      {inviter && inviter !== zeroAddress && (
        <Typography.Text type="secondary" data-testid="presale-bound-inviter">
          {t('invite.boundTo', { inviter })}
        </Typography.Text>
      )}
      {team.data?.rewards.some((reward) => reward > 0n) && (
        <Flex gap={8} align="center" wrap>
          <Typography.Text data-testid="presale-rewards">
            {t('invite.rewards', {
              rewards: state.payCoins
                .map(
                  (payCoin, index) =>
                    `${formatLocaleDecimal(formatUnits(team.data!.rewards[index] ?? 0n, payCoin.decimals), i18n.language)} ${payCoin.symbol}`,
                )
                .join(' + '),
            })}
          </Typography.Text>
          {state.label === 'finalized' && !team.data.rewardsClaimed && onClaimRewards && (
            <Button size="small" onClick={onClaimRewards} data-testid="presale-claim-rewards">
              {t('invite.claimRewards')}
            </Button>
          )}
        </Flex>
      )}
      <Table
        size="small"
        pagination={false}
        data-testid="presale-team"
        loading={team.isPending && team.fetchStatus !== 'idle'}
        rowKey="generation"
        dataSource={(team.data?.generations ?? []).map((row, index) => ({ generation: index + 1, ...row }))}
        columns={[
          { title: t('invite.generation'), dataIndex: 'generation' },
          { title: t('invite.invitees'), dataIndex: 'invitees', render: (value: bigint) => value.toString() },
          {
            title: t('invite.volume', { coin: volumeUnit }),
            dataIndex: 'volume',
            render: (value: bigint) => volume(value),
          },
        ]}
      />
    </Flex>
  )
}

import type { Market314State } from '@tokenbox/core/tokens/market314/read314State.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress, zeroAddress } from 'viem'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { format314Amount } from './format314Amount.ts'
import { useMarket314Action } from './useMarket314Action.ts'

/**
 * An x314 token's invitations for the connected account: who invited it (bound once, by its own
 * call, never by someone's transfer), the form that binds an inviter (filled from an invite link's
 * `ref`; checked and bound through core's plan, useMarket314Action), and its own invite link once it
 * holds enough to be an inviter. Shown only on x314 tokens with an invitation share.
 */
export function Invite314Panel({
  state,
  account,
  linkedInviter,
}: {
  state: Market314State
  account: Address | undefined
  linkedInviter: Address | undefined
}) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const action = useMarket314Action(state.token)
  const [inviter, setInviter] = useState<string>(linkedInviter ?? '')
  const [issue, setIssue] = useState<string | undefined>()
  const bound = action.done === 'bindInviter'
  const x = state.x314
  if (!x || x.inviteBps === 0 || !account) return null
  const minimum = format314Amount(x.minBindAmount, i18n.language)
  const current = x.inviter && x.inviter !== zeroAddress ? getAddress(x.inviter) : undefined
  const canInvite = (state.account?.tokens ?? 0n) >= x.minBindAmount
  const link = `${window.location.origin}${window.location.pathname}?token=${state.token}&ref=${account}`

  const bind = async () => {
    setIssue(undefined)
    // The minimum an issue names is the market's own, said as the rule above says it.
    const found = await action.act({ kind: 'bindInviter', inviter })
    if (found) setIssue(t(found.key, { amount: minimum, symbol: state.symbol }))
  }

  return (
    <Panel title={t('m314.invite.title')} data-testid="m314-invite-panel">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('m314.invite.rule', { percent: x.inviteBps / 100, amount: minimum, symbol: state.symbol })}
        </Typography.Text>
        {current ? (
          <Typography.Text data-testid="m314-inviter" data-inviter={current}>
            {t('m314.invite.yours', { inviter: current })}
          </Typography.Text>
        ) : (
          <Flex gap={8} wrap>
            <Input
              value={inviter}
              onChange={(event) => {
                setInviter(event.target.value)
                setIssue(undefined)
              }}
              placeholder={t('m314.invite.placeholder')}
              aria-label={t('m314.invite.label')}
              status={issue ? 'error' : undefined}
              style={{ flex: '1 1 260px' }}
              data-testid="m314-inviter-input"
            />
            <Button type="primary" loading={action.busy} onClick={() => void bind()} data-testid="m314-bind">
              {t('m314.invite.bind')}
            </Button>
          </Flex>
        )}
        {issue && <Alert type="error" showIcon title={issue} data-testid="m314-invite-issue" />}
        {bound && (
          <Alert type="success" showIcon title={t('m314.invite.done')} data-testid="m314-invite-done" />
        )}
        {action.failure && <ErrorAlert message={action.failure} testId="m314-invite-error" />}
        {canInvite ? (
          <Typography.Paragraph
            copyable={{ text: link }}
            style={{ marginBottom: 0 }}
            data-testid="m314-invite-link"
          >
            {t('m314.invite.link')} <Typography.Text code>{link}</Typography.Text>
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary" data-testid="m314-invite-hold">
            {t('m314.invite.hold', { amount: minimum, symbol: state.symbol })}
          </Typography.Text>
        )}
      </Flex>
    </Panel>
  )
}

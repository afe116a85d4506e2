import { bindInviter314Step } from '@tokenbox/core/tokens/market314/market314ActionSteps.ts'
import type { Market314State } from '@tokenbox/core/tokens/market314/read314State.ts'
import { x314InviterIssue } from '@tokenbox/core/tokens/market314/x314Invite.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress, zeroAddress } from 'viem'
import { usePublicClient } from 'wagmi'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { format314Amount } from './format314Amount.ts'

/**
 * An x314 token's invitations for the connected account: who invited it (bound once, by its own
 * call, never by someone's transfer), the form that binds an inviter (filled from an invite link's
 * `ref`), and its own invite link once it holds enough to be an inviter. Shown only on x314 tokens
 * with an invitation share.
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
  const client = usePublicClient()
  const { run, result, running } = useStepRunner()
  const [inviter, setInviter] = useState<string>(linkedInviter ?? '')
  const [issue, setIssue] = useState<string | undefined>()
  const [bound, setBound] = useState(false)
  const x = state.x314
  if (!x || x.inviteBps === 0 || !account) return null
  const minimum = format314Amount(x.minBindAmount, i18n.language)
  const current = x.inviter && x.inviter !== zeroAddress ? getAddress(x.inviter) : undefined
  const canInvite = (state.account?.tokens ?? 0n) >= x.minBindAmount
  const link = `${window.location.origin}${window.location.pathname}?token=${state.token}&ref=${account}`

  const bind = async () => {
    setIssue(undefined)
    if (!client) return
    const found = await x314InviterIssue(client, { state, account, inviter })
    if (found) {
      setIssue(t(found.key, { amount: minimum, symbol: state.symbol }))
      return
    }
    const outcome = await run([
      bindInviter314Step({ token: state.token, inviter: getAddress(inviter.trim()) }),
    ])
    if (outcome.status === 'done') setBound(true)
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
            <Button type="primary" loading={running} onClick={() => void bind()} data-testid="m314-bind">
              {t('m314.invite.bind')}
            </Button>
          </Flex>
        )}
        {issue && <Alert type="error" showIcon title={issue} data-testid="m314-invite-issue" />}
        {bound && (
          <Alert type="success" showIcon title={t('m314.invite.done')} data-testid="m314-invite-done" />
        )}
        {result?.status === 'failed' && <StepError result={result} testId="m314-invite-error" />}
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

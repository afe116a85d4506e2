import { market314Actions } from '@tokenbox/core/tokens/market314/market314Actions.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { format314Amount } from './format314Amount.ts'
import type { Market314SectionProps } from './market314SectionProps.ts'
import { useMarket314Action } from './useMarket314Action.ts'

/**
 * The coin an ERC314 token credited to the connected account (a payment it refused when it was due:
 * fees to a receiver contract, an invitation reward, a sale's excess or the beneficiary's share),
 * with the button that claims it (core's plan, through useMarket314Action). Shown only while
 * something is credited, so nothing stays stranded.
 */
export function Credit314Claim({ state, account, coin }: Market314SectionProps) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const action = useMarket314Action(state.token)
  const claimed = action.done === 'claimCredit'
  const credit = state.account?.credit ?? 0n
  if (!market314Actions(state, account).claimCredit && !claimed) return null
  const amount = format314Amount(credit, i18n.language)

  return (
    <Panel title={t('m314.credit.title')} data-testid="m314-credit">
      <Flex vertical gap={12}>
        {credit > 0n && (
          <>
            <Typography.Text data-testid="m314-credit-amount" data-credit={credit.toString()}>
              {t('m314.credit.text', { amount, coin })}
            </Typography.Text>
            <Button
              type="primary"
              onClick={() => void action.act({ kind: 'claimCredit' })}
              loading={action.busy}
              data-testid="m314-credit-claim"
            >
              {t('m314.credit.claim', { amount, coin })}
            </Button>
          </>
        )}
        {claimed && (
          <Alert type="success" showIcon data-testid="m314-credit-done" title={t('m314.credit.done')} />
        )}
        {action.failure && <ErrorAlert message={action.failure} testId="m314-credit-error" />}
      </Flex>
    </Panel>
  )
}

import { claimCredit314Step } from '@tokenbox/core/tokens/market314/market314ActionSteps.ts'
import { market314Actions } from '@tokenbox/core/tokens/market314/market314Actions.ts'
import type { Market314State } from '@tokenbox/core/tokens/market314/read314State.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { format314Amount } from './format314Amount.ts'

/**
 * The coin an ERC314 token credited to the connected account (a payment it refused when it was due:
 * fees to a receiver contract, an invitation reward, a sale's excess or the beneficiary's share),
 * with the button that claims it. Shown only while something is credited, so nothing stays stranded.
 */
export function Credit314Claim({
  state,
  account,
  coin,
}: {
  state: Market314State
  account: Address | undefined
  coin: string
}) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { run, result, running } = useStepRunner()
  const [claimed, setClaimed] = useState(false)
  const credit = state.account?.credit ?? 0n
  if (!market314Actions(state, account).claimCredit && !claimed) return null
  const amount = format314Amount(credit, i18n.language)

  const claim = async () => {
    setClaimed(false)
    const outcome = await run([claimCredit314Step({ token: state.token })])
    if (outcome.status === 'done') setClaimed(true)
  }

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
              onClick={() => void claim()}
              loading={running}
              data-testid="m314-credit-claim"
            >
              {t('m314.credit.claim', { amount, coin })}
            </Button>
          </>
        )}
        {claimed && (
          <Alert type="success" showIcon data-testid="m314-credit-done" title={t('m314.credit.done')} />
        )}
        {result?.status === 'failed' && <StepError result={result} testId="m314-credit-error" />}
      </Flex>
    </Panel>
  )
}

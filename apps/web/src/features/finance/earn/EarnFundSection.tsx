import { validateEarnStake } from '@tokenbox/core/finance/validateEarnStake.ts'
import { parseDraftAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { Button, Flex, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { AmountRow } from '../../../app/forms/AmountInput.tsx'
import { issueText } from '../../../app/forms/issueRule.ts'
import type { PoolSectionProps } from '../useFinanceAction.ts'
import { useEarnActions } from './useEarnActions.ts'
import type { EarnPoolState } from './useEarnPool.ts'

/**
 * The reward fund: anyone tops it up; the creator alone may take back the part nobody was promised
 * (never staked tokens or promised rewards).
 */
export function EarnFundSection({
  state,
  pool,
  action,
  account,
}: PoolSectionProps<EarnPoolState> & { account: Address }) {
  const { t } = useTranslation('finance')
  const token = state.token!
  const earn = useEarnActions(pool, token.address, action)
  const [text, setText] = useState('')
  const [issue, setIssue] = useState<string | undefined>()
  const isCreator = state.info.creator.toLowerCase() === account.toLowerCase()
  const amountLabel = t(isCreator ? 'earn.fund.amountCreator' : 'earn.fund.amount')
  const submit = (kind: 'topUp' | 'withdrawUnreserved') => {
    const limit = kind === 'topUp' ? token.balance : state.unreserved
    const found = validateEarnStake(text, token.decimals, limit)
    if (found)
      return setIssue(
        issueText(t as TFunction, { ...found, params: { field: 'field.fundAmount' } }, 'finance'),
      )
    setIssue(undefined)
    const amount = parseDraftAmount(text, token.decimals)
    void earn[kind](amount)
  }
  return (
    <Flex vertical gap={8} data-testid="earn-fund-section">
      <Typography.Text type="secondary">
        {t(isCreator ? 'earn.fund.creatorHint' : 'earn.fund.hint')}
      </Typography.Text>
      <AmountRow
        value={text}
        onChange={setText}
        suffix={token.symbol}
        // No label beside it (the section's divider says "Reward fund"): its name, shown as the
        // placeholder too, says what the amount is for, with the buttons this visitor has.
        ariaLabel={amountLabel}
        placeholder={amountLabel}
        issue={issue}
        testId="earn-fund-amount"
      >
        <Button onClick={() => submit('topUp')} loading={action.running} data-testid="earn-top-up">
          {t('earn.fund.topUp')}
        </Button>
        {isCreator && (
          <Button
            onClick={() => submit('withdrawUnreserved')}
            loading={action.running}
            data-testid="earn-withdraw-free"
          >
            {t('earn.fund.withdraw')}
          </Button>
        )}
      </AmountRow>
    </Flex>
  )
}

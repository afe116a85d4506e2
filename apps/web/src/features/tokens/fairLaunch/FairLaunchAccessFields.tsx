import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  type FairLaunchFormValues,
  maxLockDays,
  validateConditionToken,
} from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { validateWhole } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { Form, Input, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { issueRule } from '../create/issueRule.ts'

const fields = fieldTable('tokens', 'fairLaunch.form', {
  condition: { hint: true },
  conditionToken: {},
  conditionAmount: { kind: 'amount', testId: 'fair-condition-amount' },
  vesting: {
    kind: 'choice',
    hint: true,
    testId: 'fair-vesting',
    choices: [
      ['immediate', 'fairLaunch.form.vestingImmediate'],
      ['linear', 'fairLaunch.form.vestingLinear'],
    ],
  },
  vestingDays: {},
})

/** Who may mint (anyone, a whitelist, holders of a token) and how the minted tokens vest. */
export function FairLaunchAccessFields() {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<FairLaunchFormValues>()
  const condition = Form.useWatch('condition', form)
  const vesting = Form.useWatch('vesting', form)
  return (
    <>
      <FieldColumn field={fields.condition}>
        <Select
          data-testid="fair-condition"
          options={(['none', 'whitelist', 'holdToken'] as const).map((value) => ({
            value,
            label: t(`fairLaunch.condition.${value}`),
          }))}
        />
      </FieldColumn>
      {condition === 'holdToken' && (
        <>
          <FieldColumn
            field={fields.conditionToken}
            rules={[issueRule(t, () => validateConditionToken(form.getFieldsValue(true)))]}
          >
            <Input spellCheck={false} placeholder="0x…" data-testid="fair-condition-token" />
          </FieldColumn>
          <FieldColumn
            field={fields.conditionAmount}
            rules={[
              issueRule(t, (value: string) =>
                validateAmount(value, 18, { field: 'fairLaunch.form.conditionAmount' }),
              ),
            ]}
          />
        </>
      )}
      <FieldColumn field={fields.vesting} />
      {vesting === 'linear' && (
        <FieldColumn
          field={fields.vestingDays}
          rules={[issueRule(t, (value: number) => validateWhole(value, 1, maxLockDays))]}
        >
          <InputNumber
            min={1}
            max={maxLockDays}
            precision={0}
            style={{ width: '100%' }}
            data-testid="fair-vesting-days"
          />
        </FieldColumn>
      )}
    </>
  )
}

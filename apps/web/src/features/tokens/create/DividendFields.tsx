import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  validateClaimWaitHours,
  validateDividendExcluded,
  validateProcessGas,
} from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Col, Divider, Form, Input, Row, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { WholeNumberInput } from '../../../app/forms/WholeNumberInput.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { issueRule } from './issueRule.ts'

const fields = fieldTable('tokens', 'dividend', {
  claimWaitHours: {
    kind: 'whole',
    label: 'dividend.claimWait',
    hint: true,
    testId: 'dividend-claim-wait',
    xs: 12,
    md: 8,
  },
  processGas: { hint: true, xs: 12, md: 8 },
  dividendExcluded: { label: 'dividend.excluded', hint: true, md: 8 },
})

/**
 * Dividend settings of the holder-dividend and LP-dividend templates: the coin paid (the native
 * coin or a listed token with a pool against the pair's coin), the minimum holding that earns
 * (tokens, or LP tokens), the wait between two automatic payouts, the gas spent on payouts per
 * transaction, and addresses that never earn.
 */
export function DividendFields({ template }: { template: 'dividend' | 'lpDividend' }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const { entry } = useConnectedChainEntry()
  const decimals = Form.useWatch('decimals', form) ?? 18
  const coins = (entry?.tokens ?? []).filter((token) => token.address !== entry?.wrappedNative)

  return (
    <>
      <Divider titlePlacement="start">{t(`dividend.section.${template}`)}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="dividendCoin" label={t('dividend.coin')} tooltip={t('dividend.coinHint')}>
            <Select
              data-testid="dividend-coin"
              options={coins.map((token) => ({
                value: token.address,
                label:
                  token.address === nativeTokenAddress
                    ? `${token.name} (${t('trading.native')})`
                    : token.name,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="dividendMinHolding"
            label={t(template === 'lpDividend' ? 'dividend.minLp' : 'dividend.minHolding')}
            tooltip={t(template === 'lpDividend' ? 'dividend.minLpHint' : 'dividend.minHoldingHint')}
            rules={[
              issueRule(t, (value: string) =>
                validateAmount(value, template === 'lpDividend' ? 18 : decimals, { allowZero: true }),
              ),
            ]}
          >
            <Input inputMode="decimal" data-testid="dividend-min-holding" />
          </Form.Item>
        </Col>
        <FieldColumn field={fields.claimWaitHours} rules={[issueRule(t, validateClaimWaitHours)]} />
        <FieldColumn field={fields.processGas} rules={[issueRule(t, validateProcessGas)]}>
          <WholeNumberInput step={50_000} data-testid="dividend-process-gas" />
        </FieldColumn>
        <FieldColumn field={fields.dividendExcluded} rules={[issueRule(t, validateDividendExcluded)]}>
          <Input.TextArea
            rows={1}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder="0x…"
            data-testid="dividend-excluded"
          />
        </FieldColumn>
      </Row>
    </>
  )
}

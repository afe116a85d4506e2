import { formatNumber } from '@tokenbox/core/format/formatPercent.ts'
import type { ParseAddressListResult } from '@tokenbox/core/wallets/parseAddressList.ts'
import { maxCheckedAddresses } from '@tokenbox/core/wallets/walletLimits.ts'
import { Flex, Form, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ListFileButton } from '../../../app/files/ListFileButton.tsx'
import { LineIssues } from '../../../app/forms/LineIssues.tsx'

/**
 * The address list: typed, pasted or read from a CSV / XLSX / TXT file, one address per line.
 * Under it, how many distinct addresses were read and how many duplicates were merged, and every
 * bad line with its number and the spec's "Illegal address", with a button that removes them.
 */
export function AddressList({
  text,
  parsed,
  issue,
  onText,
}: {
  text: string
  parsed: ParseAddressListResult
  /** Why the list was refused: the field turns red; the message itself is said by the submit button. */
  issue: string | null
  onText: (text: string) => void
}) {
  const { t } = useTranslation('wallets')
  return (
    <>
      <Form.Item
        label={t('check.addresses')}
        extra={t('check.addressesHint', { max: formatNumber(maxCheckedAddresses) })}
        validateStatus={issue ? 'error' : undefined}
      >
        <Input.TextArea
          value={text}
          onChange={(event) => onText(event.target.value)}
          rows={8}
          spellCheck={false}
          placeholder={
            '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
          }
          data-testid="check-addresses"
        />
      </Form.Item>
      <Flex gap={12} align="center" wrap style={{ marginTop: -8, marginBottom: 16 }}>
        <ListFileButton onText={onText} testId="check-addresses-file" />
        {parsed.addresses.length > 0 && (
          <Typography.Text data-testid="check-addresses-summary">
            {t('check.addressesSummary', { count: parsed.addresses.length })}
            {parsed.duplicates > 0 && ` ${t('check.duplicatesMerged', { count: parsed.duplicates })}`}
          </Typography.Text>
        )}
      </Flex>
      <LineIssues
        issues={parsed.issues}
        testId="check-address-issues"
        reason={() => t('validation.illegalAddress')}
        removeFrom={{ text, onText, testId: 'check-remove-bad-lines' }}
      />
    </>
  )
}

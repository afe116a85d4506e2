import { SearchOutlined } from '@ant-design/icons'
import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { Button, Flex, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { issueText } from './create/issueRule.ts'

/**
 * "Load a token" for a token's own screen: the address typed, checked (a bad one is named and
 * nothing loads), then handed to `onLoad` checksummed; loading the same address again reloads it.
 *
 * @example
 * <TokenAddressBar initialAddress={token} onLoad={setLoaded} testIdPrefix="m314" />
 */
export function TokenAddressBar({
  initialAddress,
  onLoad,
  testIdPrefix,
  placeholderKey = 'sale.panel.tokenAddress',
  addressTestId = `${testIdPrefix}-token-address`,
}: {
  initialAddress: string | undefined
  onLoad: (address: Address) => void
  testIdPrefix: string
  /** The address's name (its placeholder, and the field an issue names). */
  placeholderKey?: string
  addressTestId?: string
}) {
  const { t } = useTranslation('tokens')
  const [input, setInput] = useState(initialAddress ?? '')
  const [issue, setIssue] = useState<string | undefined>()
  const load = () => {
    const problem = validateAddress(input, placeholderKey)
    setIssue(problem ? issueText(t, problem) : undefined)
    if (!problem) onLoad(getAddress(input.trim()))
  }
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <Input
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onPressEnter={load}
          placeholder={t(placeholderKey)}
          spellCheck={false}
          status={issue ? 'error' : undefined}
          style={{ flex: '1 1 320px' }}
          data-testid={addressTestId}
        />
        <Button icon={<SearchOutlined />} onClick={load} data-testid={`${testIdPrefix}-load`}>
          {t('sale.panel.load')}
        </Button>
      </Flex>
      {issue && (
        <Typography.Text type="danger" data-testid={`${testIdPrefix}-address-issue`}>
          {issue}
        </Typography.Text>
      )}
    </Flex>
  )
}

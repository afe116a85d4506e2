import { PlusOutlined } from '@ant-design/icons'
import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { Button, Checkbox, Form, Input, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { issueText } from '../../../app/forms/issueRule.ts'
import type { BalanceAsset } from './balanceRows.ts'
import { useTokenReader } from './useTokenReader.ts'

/** The native coin and the catalogue's tokens of the current network, as balance columns. */
export function catalogueAssets(entry: ChainEntry | undefined): BalanceAsset[] {
  if (!entry) return []
  return entry.tokens.map((token) =>
    token.address === nativeTokenAddress
      ? { key: 'native', symbol: entry.symbol, decimals: 18 }
      : {
          key: token.address.toLowerCase(),
          symbol: token.name,
          decimals: token.decimals,
          token: token.address,
        },
  )
}

/**
 * Which balances to read: the native coin and the network's catalogue tokens as checkboxes, and
 * any token typed by address (its symbol and decimals are read from the chain; an address that
 * is not a token gets the spec's "No information about this contract for current chain").
 */
export function AssetPicker({
  chainId,
  assets,
  selected,
  onAssets,
  onSelected,
}: {
  chainId: number
  assets: readonly BalanceAsset[]
  selected: readonly string[]
  onAssets: (assets: BalanceAsset[]) => void
  onSelected: (keys: string[]) => void
}) {
  const { t } = useTranslation(['wallets', 'errors'])
  const readToken = useTokenReader(chainId)
  const [text, setText] = useState('')
  const [issue, setIssue] = useState<string | null>(null)
  const [reading, setReading] = useState(false)

  const add = async () => {
    const problem = validateAddress(text, 'check.tokenAddress')
    if (problem) return setIssue(issueText(t, problem, 'wallets'))
    const token = getAddress(text.trim()) as Address
    const key = token.toLowerCase()
    setIssue(null)
    if (assets.some((asset) => asset.key === key)) {
      onSelected([...new Set([...selected, key])])
      return setText('')
    }
    setReading(true)
    try {
      const info = await readToken(token)
      if (!info) return setIssue(t('validation.notToken'))
      onAssets([...assets, { key, symbol: info.symbol, decimals: info.decimals, token }])
      onSelected([...selected, key])
      setText('')
    } catch (error) {
      const message = toErrorMessage(error, { reading: true })
      setIssue(t(message.key, { ns: 'errors', ...message.params }))
    } finally {
      setReading(false)
    }
  }

  return (
    <>
      <Form.Item label={t('check.assets')} style={{ marginBottom: 12 }}>
        <Checkbox.Group
          value={[...selected]}
          onChange={(keys) => onSelected(keys as string[])}
          data-testid="check-assets"
          options={assets.map((asset) => ({ value: asset.key, label: asset.symbol }))}
        />
      </Form.Item>
      <Form.Item validateStatus={issue ? 'error' : undefined} help={issue} extra={t('check.addTokenHint')}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={text}
            spellCheck={false}
            placeholder={t('check.tokenAddress')}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={() => void add()}
            data-testid="check-token-address"
          />
          <Button
            icon={<PlusOutlined />}
            loading={reading}
            onClick={() => void add()}
            data-testid="check-add-token"
          >
            {t('check.addToken')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  )
}

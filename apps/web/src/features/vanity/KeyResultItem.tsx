import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons'
import { Alert, Button, Descriptions, Flex, message, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { foundItem, HighlightedAddress, ResultButtons } from './VanityResultParts.tsx'
import { downloadKey, type KeyResult } from './vanityDownloads.ts'

const masked = '0x••••••••••••••••••••••••••••••••'

/** One found key: its address(es) highlighted, the key masked until shown, copy, download, guide. */
export function KeyResultItem({ result, onRemove }: { result: KeyResult; onRemove: () => void }) {
  const { t, i18n } = useTranslation('vanity')
  const [shown, setShown] = useState(false)
  const contract = result.contractAddress !== undefined
  const copyKey = async () => {
    await navigator.clipboard.writeText(result.privateKey)
    void message.success(t('result.keyCopied'))
  }
  return (
    <Flex vertical gap={8} data-testid="vanity-result">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          ...(contract
            ? [
                {
                  key: 'contract',
                  label: t('result.contract'),
                  children: (
                    <HighlightedAddress
                      address={result.contractAddress!}
                      result={result}
                      testId="vanity-result-contract"
                    />
                  ),
                },
              ]
            : []),
          {
            key: 'address',
            label: contract ? t('result.deployer') : t('result.address'),
            children: contract ? (
              <Typography.Text copyable style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                <span data-testid="vanity-result-address">{result.address}</span>
              </Typography.Text>
            ) : (
              <HighlightedAddress address={result.address} result={result} testId="vanity-result-address" />
            ),
          },
          {
            key: 'key',
            label: t('result.privateKey'),
            children: (
              <Flex gap={4} align="center" wrap>
                <span
                  style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                  data-testid="vanity-result-key"
                >
                  {shown ? result.privateKey : masked}
                </span>
                <Button
                  type="text"
                  size="small"
                  icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                  aria-label={shown ? t('result.hideKey') : t('result.showKey')}
                  onClick={() => setShown(!shown)}
                  data-testid="vanity-reveal"
                />
                <Button
                  type="text"
                  size="small"
                  icon={<CopyOutlined />}
                  aria-label={t('result.copyKey')}
                  onClick={() => void copyKey()}
                />
              </Flex>
            ),
          },
          foundItem(t, i18n.language, result),
        ]}
      />
      <Alert
        type={contract ? 'info' : 'warning'}
        showIcon
        title={contract ? t('guide.contract') : t('guide.address')}
      />
      <ResultButtons onDownload={() => downloadKey(result)} onRemove={onRemove} />
    </Flex>
  )
}

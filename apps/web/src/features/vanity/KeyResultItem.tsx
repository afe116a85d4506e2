import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons'
import { IconButton } from '@tokenbox/ui/layout/IconButton.tsx'
import { Button, Flex, message } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CopyableValue, HighlightedAddress, mono, ResultCard } from './VanityResultParts.tsx'
import { downloadKey, type KeyResult } from './vanityDownloads.ts'

const masked = '0x••••••••••••••••••••••••••••••••'

/** One found key: its address(es) highlighted, the key masked until shown, copy, download, guide. */
export function KeyResultItem({ result, onRemove }: { result: KeyResult; onRemove: () => void }) {
  const { t } = useTranslation('vanity')
  const [shown, setShown] = useState(false)
  const contract = result.contractAddress !== undefined
  const copyKey = async () => {
    await navigator.clipboard.writeText(result.privateKey)
    void message.success(t('result.keyCopied'))
  }
  return (
    <ResultCard
      result={result}
      guide={contract ? t('guide.contract') : t('guide.address')}
      guideType={contract ? 'info' : 'warning'}
      onDownload={() => downloadKey(result)}
      onRemove={onRemove}
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
            <CopyableValue value={result.address} testId="vanity-result-address" />
          ) : (
            <HighlightedAddress address={result.address} result={result} testId="vanity-result-address" />
          ),
        },
        {
          key: 'key',
          label: t('result.privateKey'),
          children: (
            <Flex gap={4} align="center" wrap>
              <span style={mono} data-testid="vanity-result-key">
                {shown ? result.privateKey : masked}
              </span>
              <IconButton
                icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                label={shown ? t('result.hideKey') : t('result.showKey')}
                testId="vanity-reveal"
                onClick={() => setShown(!shown)}
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
      ]}
    />
  )
}

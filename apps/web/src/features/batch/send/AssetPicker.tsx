import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { Flex, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

const custom = 'custom'

/**
 * The asset to send: the chain's native coin, one of its catalogue tokens, or any token by address
 * ("Other token"). `value` is the asset's address (the zero address for the native coin).
 */
export function AssetPicker({ value, onChange }: { value: string; onChange: (address: string) => void }) {
  const { t } = useTranslation('send')
  const { entry } = useCurrentNetwork()
  const tokens = (entry?.tokens ?? []).filter((token) => token.address !== nativeTokenAddress)
  const listed = value === nativeTokenAddress || tokens.some((token) => token.address === value)
  const selected = listed ? value : custom
  return (
    <Flex gap={8} wrap>
      <Select
        value={selected}
        style={{ minWidth: 220 }}
        data-testid="send-asset"
        onChange={(next) => onChange(next === custom ? '' : next)}
        options={[
          {
            value: nativeTokenAddress,
            label: `${entry?.nativeCurrency.symbol ?? ''} (${t('asset.native')})`,
          },
          ...tokens.map((token) => ({ value: token.address, label: `${token.name} · ${token.longName}` })),
          { value: custom, label: t('asset.custom') },
        ]}
      />
      {selected === custom && (
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('asset.addressPlaceholder')}
          spellCheck={false}
          allowClear
          style={{ flex: '1 1 320px' }}
          data-testid="send-token-address"
        />
      )}
    </Flex>
  )
}

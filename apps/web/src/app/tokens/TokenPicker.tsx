import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { Flex, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

const custom = 'custom'

/**
 * The token of a tool: one of the current chain's catalogue tokens, the native coin where the tool
 * offers it (`native`; its value is the zero address), or any token by address ("Other token").
 * A controlled antd form control: `value` is the chosen address, or the text typed so far.
 *
 * @example
 * <TokenPicker native value={asset} onChange={setAsset} selectTestId="send-asset" addressTestId="send-token-address" />
 */
export function TokenPicker({
  value = '',
  onChange,
  native = false,
  selectTestId,
  addressTestId,
}: {
  value?: string
  onChange?: (address: string) => void
  native?: boolean
  selectTestId: string
  addressTestId: string
}) {
  const { t } = useTranslation('common')
  const { entry } = useCurrentNetwork()
  const tokens = (entry?.tokens ?? []).filter((token) => token.address !== nativeTokenAddress)
  const listed = (native && value === nativeTokenAddress) || tokens.some((token) => token.address === value)
  const selected = listed ? value : custom
  return (
    <Flex gap={8} wrap>
      <Select
        value={selected}
        style={{ minWidth: 220 }}
        data-testid={selectTestId}
        onChange={(next) => onChange?.(next === custom ? '' : next)}
        options={[
          ...(native
            ? [
                {
                  value: nativeTokenAddress,
                  label: `${entry?.nativeCurrency.symbol ?? ''} (${t('tokenPicker.native')})`,
                },
              ]
            : []),
          ...tokens.map((token) => ({ value: token.address, label: `${token.name} · ${token.longName}` })),
          { value: custom, label: t('tokenPicker.other') },
        ]}
      />
      {selected === custom && (
        <Input
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder={t('tokenPicker.address')}
          spellCheck={false}
          allowClear
          style={{ flex: '1 1 320px' }}
          data-testid={addressTestId}
        />
      )}
    </Flex>
  )
}

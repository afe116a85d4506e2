import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { Flex, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useCurrentNetwork } from '../../../../wallet/network/useCurrentNetwork.ts'

const custom = 'custom'

/**
 * A token of the current chain's catalogue or any token by address (no native coin: it has no
 * allowance). A controlled antd form control: `value` is the token's address.
 */
export function TokenPicker({
  value = '',
  onChange,
}: {
  value?: string
  onChange?: (address: string) => void
}) {
  const { t } = useTranslation('approvals')
  const { entry } = useCurrentNetwork()
  const tokens = (entry?.tokens ?? []).filter((token) => token.address !== nativeTokenAddress)
  const listed = tokens.some((token) => token.address === value)
  const selected = listed ? value : custom
  return (
    <Flex gap={8} wrap>
      <Select
        value={selected}
        style={{ minWidth: 220 }}
        data-testid="approve-token-select"
        onChange={(next) => onChange?.(next === custom ? '' : next)}
        options={[
          ...tokens.map((token) => ({ value: token.address, label: `${token.name} · ${token.longName}` })),
          { value: custom, label: t('approve.customToken') },
        ]}
      />
      {selected === custom && (
        <Input
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder="0x…"
          spellCheck={false}
          allowClear
          style={{ flex: '1 1 320px' }}
          data-testid="approve-token"
        />
      )}
    </Flex>
  )
}

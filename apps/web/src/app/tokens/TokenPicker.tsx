import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { Flex, Input, Select } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getAddress, isAddress } from 'viem'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { labelledClear } from '../layout/labelledClear.tsx'
import { useToken } from './useToken.ts'

const custom = 'custom'
/** The option a pasted address adds to the list: `at:<address>`. */
const atPrefix = 'at:'

/**
 * The token of a tool: one of the current chain's catalogue tokens, the native coin where the tool
 * offers it (`native`; its value is the zero address), or any token by address ("Other token").
 * The list is searchable by name, and a token address pasted into its search is offered by the
 * symbol read from the chain ("Token at 0x…" while it is read; issue 52: pasting an address found
 * nothing). A controlled antd form control: `value` is
 * the chosen address, or the text typed so far.
 *
 * @example
 * <TokenPicker native value={asset} onChange={setAsset} selectTestId="send-asset" addressTestId="send-token-address" />
 */
export function TokenPicker({
  id,
  value = '',
  onChange,
  native = false,
  selectTestId,
  addressTestId,
}: {
  /** The id Form.Item gives its control: it goes on the list, so the item's label names it. */
  id?: string
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
  const [search, setSearch] = useState('')
  const pasted = isAddress(search.trim(), { strict: false }) ? getAddress(search.trim()) : undefined
  const pastedListed = pasted !== undefined && tokens.some((token) => token.address === pasted)
  // The pasted token named by its symbol once read from the chain, as the DEX picker does (issue
  // 77: "Token at 0x0963…" until chosen); "Token at" while it is read or where there is no token.
  const pastedToken = useToken(pasted && !pastedListed ? pasted : undefined).data
  const pastedSymbol = pastedToken?.kind === 'token' ? pastedToken.symbol : undefined
  return (
    <Flex gap={8} wrap>
      <Select
        id={id}
        value={selected}
        style={{ minWidth: 220 }}
        data-testid={selectTestId}
        showSearch={{
          onSearch: setSearch,
          // A pasted address matches its own option, and a listed token's address finds it too.
          filterOption: (input, option) =>
            String(option?.value ?? '').startsWith(atPrefix) ||
            `${option?.label ?? ''} ${option?.value ?? ''}`
              .toLowerCase()
              .includes(input.trim().toLowerCase()),
        }}
        onChange={(next) => {
          setSearch('')
          onChange?.(next === custom ? '' : next.startsWith(atPrefix) ? next.slice(atPrefix.length) : next)
        }}
        options={[
          ...(pasted && !pastedListed
            ? [
                {
                  value: `${atPrefix}${pasted}`,
                  label: pastedSymbol
                    ? `${pastedSymbol} · ${pasted}`
                    : t('tokenPicker.atAddress', { address: pasted }),
                },
              ]
            : []),
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
          aria-label={t('tokenPicker.address')}
          spellCheck={false}
          allowClear={labelledClear}
          style={{ flex: '1 1 320px' }}
          data-testid={addressTestId}
        />
      )}
    </Flex>
  )
}

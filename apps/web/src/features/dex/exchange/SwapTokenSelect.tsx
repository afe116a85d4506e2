import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { Select } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress, isAddress } from 'viem'
import { useTokensAt } from './useTokensAt.ts'

/**
 * The token of one side of a trade: the chain's native coin, its catalogue tokens, the tokens this
 * browser traded before (`recent`), or any address typed into the search, each named by the symbol
 * read from the chain ("Token at 0x…" until it is read, or where the address holds no token). `value` is the chosen address; the native coin is the zero address.
 *
 * @example
 * <SwapTokenSelect entry={entry} recent={recent} value={tokenIn} onChange={setTokenIn} testId="exchange-token-in" />
 */
export function SwapTokenSelect({
  entry,
  recent,
  value,
  symbolOf,
  onChange,
  testId,
  ariaLabel,
}: {
  entry: ChainEntry
  recent: readonly Address[]
  value: string
  /** The symbol read for an address outside the catalogue, when known. */
  symbolOf: (address: string) => string | undefined
  onChange: (address: string) => void
  testId: string
  /** The list's accessible name (it has no visible label of its own). */
  ariaLabel: string
}) {
  const { t } = useTranslation('dex')
  const [search, setSearch] = useState('')
  const listed = entry.tokens.map((token) => ({
    value: token.address === nativeTokenAddress ? nativeTokenAddress : getAddress(token.address),
    label: token.address === nativeTokenAddress ? entry.nativeCurrency.symbol : token.name,
    title: token.longName,
  }))
  if (!listed.some((option) => option.value === nativeTokenAddress)) {
    listed.unshift({
      value: nativeTokenAddress,
      label: entry.nativeCurrency.symbol,
      title: entry.nativeCurrency.name,
    })
  }
  const known = new Set(listed.map((option) => option.value.toLowerCase()))
  const otherAddresses = [...recent, ...(isAddress(value) ? [getAddress(value)] : [])].filter(
    (address, index, all) => !known.has(address.toLowerCase()) && all.indexOf(address) === index,
  )
  const typed = search.trim()
  const pastedAddress =
    isAddress(typed) &&
    ![...known, ...otherAddresses.map((address) => address.toLowerCase())].includes(typed.toLowerCase())
      ? getAddress(typed)
      : undefined
  // A token outside the catalogue is named by its symbol, read from the chain (issue 77: a pasted
  // address read "Token at 0x0963…eBef"); "Token at" only while it is read or where there is none.
  const unlisted = [...otherAddresses, ...(pastedAddress ? [pastedAddress] : [])]
  const read = useTokensAt(entry.id, unlisted)
  const labelOf = (address: Address, index: number) =>
    symbolOf(address) ??
    read[index]?.data?.symbol ??
    t('token.at', { address: `${address.slice(0, 6)}…${address.slice(-4)}` })
  const others = unlisted.map((address, index) => ({
    value: address,
    label: labelOf(address, index),
    title: address,
  }))
  return (
    <Select
      showSearch={{
        searchValue: search,
        onSearch: setSearch,
        filterOption: (input, option) => {
          const text = input.trim().toLowerCase()
          return (
            String(option?.label ?? '')
              .toLowerCase()
              .includes(text) ||
            String(option?.title ?? '')
              .toLowerCase()
              .includes(text) ||
            String(option?.value ?? '').toLowerCase() === text
          )
        },
      }}
      value={value}
      onChange={(next: string) => {
        setSearch('')
        onChange(next)
      }}
      placeholder={t('token.search')}
      aria-label={ariaLabel}
      popupMatchSelectWidth={280}
      placement="bottomRight"
      style={{ minWidth: 130 }}
      data-testid={testId}
      data-value={value.toLowerCase()}
      options={[...listed, ...others]}
      optionRender={(option) => (
        <span data-testid={`${testId}-option-${String(option.value).toLowerCase()}`}>
          <strong>{option.label}</strong>{' '}
          <span style={{ opacity: 0.6, fontSize: 12 }}>{option.data.title}</span>
        </span>
      )}
    />
  )
}

import { Input } from 'antd'
import { labelledClear } from '../layout/labelledClear.tsx'

/**
 * The search box above a list (by token, tick or address): it searches on Enter or the button,
 * and its clear button is labelled in the user's language.
 *
 * @example
 * <ListSearch placeholder={t('list.search')} onSearch={setSearch} testId="mining-list-search" />
 */
export function ListSearch({
  placeholder,
  onSearch,
  testId,
  wide = false,
}: {
  placeholder: string
  onSearch: (value: string) => void
  testId?: string
  /** The box takes the whole row (by default at most 320 px). */
  wide?: boolean
}) {
  return (
    <Input.Search
      allowClear={labelledClear}
      placeholder={placeholder}
      onSearch={onSearch}
      style={wide ? undefined : { maxWidth: 320 }}
      data-testid={testId}
    />
  )
}

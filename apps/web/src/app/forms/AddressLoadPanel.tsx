import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Input } from 'antd'
import { type ReactNode, useState } from 'react'
import { type Address, getAddress, isAddress } from 'viem'

/**
 * A panel that opens one contract by its address (a presale, a pool): the address field with its
 * Load button above what `children` renders for the address loaded (undefined until one is).
 * Text that is not an address is marked and loads nothing.
 *
 * @example
 * <AddressLoadPanel title={t('pool.title')} initial={pool} loadLabel={t('pool.load')} placeholder="0x…" testId="mining-pool-panel" inputTestId="mining-address-input">
 *   {(address) => <PoolBody address={address} />}
 * </AddressLoadPanel>
 */
export function AddressLoadPanel({
  title,
  initial,
  loadLabel,
  placeholder,
  testId,
  inputTestId,
  children,
}: {
  title: ReactNode
  initial: string | undefined
  loadLabel: ReactNode
  placeholder: string
  testId: string
  inputTestId: string
  children: (loaded: Address | undefined) => ReactNode
}) {
  const [text, setText] = useState(initial ?? '')
  const [loaded, setLoaded] = useState<Address | undefined>(
    initial && isAddress(initial) ? getAddress(initial) : undefined,
  )
  return (
    <Panel title={title} data-testid={testId}>
      <Flex vertical gap={20}>
        <Input.Search
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => {
            if (isAddress(value.trim())) setLoaded(getAddress(value.trim()))
          }}
          enterButton={loadLabel}
          placeholder={placeholder}
          spellCheck={false}
          status={text.trim() && !isAddress(text.trim()) ? 'error' : undefined}
          data-testid={inputTestId}
        />
        {children(loaded)}
      </Flex>
    </Panel>
  )
}

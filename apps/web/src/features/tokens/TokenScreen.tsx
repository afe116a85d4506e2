import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex } from 'antd'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { ContractRead, type ContractReadResult } from '../../app/contracts/ContractRead.tsx'
import { TokenAddressBar } from './TokenAddressBar.tsx'

/**
 * A token's own screen (a sale, a fair launch, a 314 market): "Load a token" by address, then what
 * ContractRead shows for the token loaded (`children` once it is read). Test ids: `testId` on the
 * panel, `<testIdPrefix>-…` on the address bar and the read's states.
 *
 * @example
 * <TokenScreen title={t('sale.panel.title')} testId="sale-panel" testIdPrefix="sale" initialAddress={initialAddress}
 *   onLoad={(address) => load(address, sale.refetch)} loaded={loaded} read={sale} emptyText={…} notFoundText={…}>
 *   {(data) => <SaleOverview sale={data} coin={coin} />}
 * </TokenScreen>
 */
export function TokenScreen<Data>({
  title,
  testId,
  testIdPrefix,
  initialAddress,
  onLoad,
  loaded,
  read,
  emptyText,
  notFoundText,
  bar,
  children,
}: {
  title: ReactNode
  testId: string
  testIdPrefix: string
  initialAddress: string | undefined
  onLoad: (address: Address) => void
  loaded: Address | undefined
  read: ContractReadResult<Data>
  emptyText: ReactNode
  notFoundText: ReactNode
  /** The address bar's own name and test id, where not a sale token's. */
  bar?: { placeholderKey: string; addressTestId: string }
  children: (data: NonNullable<Data>, address: Address) => ReactNode
}) {
  return (
    <Panel title={title} data-testid={testId}>
      <Flex vertical gap={20}>
        <TokenAddressBar
          initialAddress={initialAddress}
          onLoad={onLoad}
          testIdPrefix={testIdPrefix}
          {...bar}
        />
        <ContractRead
          loaded={loaded}
          read={read}
          emptyText={emptyText}
          notFoundText={notFoundText}
          testIdPrefix={testIdPrefix}
        >
          {children}
        </ContractRead>
      </Flex>
    </Panel>
  )
}

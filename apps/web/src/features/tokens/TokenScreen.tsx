import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ContractRead, type ContractReadResult } from '../../app/contracts/ContractRead.tsx'
import type { LoadedAddress } from '../../app/contracts/useLoadedAddress.ts'
import { TokenAddressBar } from './TokenAddressBar.tsx'

/**
 * A token's own screen (a sale, a fair launch, a 314 market, an inscription): "Load a token" by
 * address, then what ContractRead shows for the token loaded (`children` once it is read), worded
 * by the `tokens` strings `<words>.title`, `<words>.empty` and `<words>.notFound`. Test ids: `testId`
 * on the panel, `<testIdPrefix>-…` on the address bar and the read's states.
 *
 * @example
 * const opened = useLoadedAddress(initialAddress)
 * const sale = useSaleState(opened.loaded)
 * <TokenScreen words="sale.panel" testId="sale-panel" testIdPrefix="sale" opened={opened} read={sale}>
 *   {(data) => <SaleOverview sale={data} coin={coin} />}
 * </TokenScreen>
 */
export function TokenScreen<Data>({
  words,
  testId,
  testIdPrefix,
  opened,
  read,
  bar,
  children,
}: {
  words: string
  testId: string
  testIdPrefix: string
  opened: LoadedAddress
  read: ContractReadResult<Data> & { refetch: () => unknown }
  /** The address bar's own name and test id, where not a sale token's. */
  bar?: { placeholderKey: string; addressTestId: string }
  children: (data: NonNullable<Data>, address: Address) => ReactNode
}) {
  // The errors namespace too: a refusal or failure below is worded from it (ErrorAlert).
  const { t } = useTranslation(['tokens', 'errors'])
  return (
    <Panel title={t(`${words}.title`)} data-testid={testId}>
      <Flex vertical gap={20}>
        <TokenAddressBar
          initialAddress={opened.initialAddress}
          onLoad={(address) => opened.load(address, read.refetch)}
          testIdPrefix={testIdPrefix}
          {...bar}
        />
        <ContractRead
          loaded={opened.loaded}
          read={read}
          emptyText={t(`${words}.empty`)}
          notFoundText={t(`${words}.notFound`)}
          testIdPrefix={testIdPrefix}
        >
          {children}
        </ContractRead>
      </Flex>
    </Panel>
  )
}

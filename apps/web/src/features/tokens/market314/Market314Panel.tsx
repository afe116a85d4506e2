import { Col, Flex, Row } from 'antd'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useLoadedAddress } from '../../../app/contracts/useLoadedAddress.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { TokenScreen } from '../TokenScreen.tsx'
import { Credit314Claim } from './Credit314Claim.tsx'
import { Invite314Panel } from './Invite314Panel.tsx'
import { Market314Overview } from './Market314Overview.tsx'
import { Owner314Actions } from './Owner314Actions.tsx'
import { Sale314Section } from './Sale314Section.tsx'
import { TradePanel314 } from './TradePanel314.tsx'
import { useMarket314State } from './useMarket314State.ts'

/**
 * Manage Token of the ERC314 screens, and the token's page for anyone: load any ERC314 token of the
 * chain by address, see its market, trade against it, and (as its owner or liquidity provider)
 * manage it; a sale version shows its sale first. Everything comes from read314State, every block.
 */
export function Market314Panel({
  initialAddress,
  inviter,
}: {
  initialAddress: string | undefined
  /** The inviter an invite link named (`&ref=`), for the x314 binding form. */
  inviter?: Address | undefined
}) {
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const coin = entry?.nativeCurrency.symbol ?? 'ETH'
  const opened = useLoadedAddress(initialAddress)
  const market = useMarket314State(opened.loaded)
  return (
    <TokenScreen words="m314.panel" testId="m314-panel" testIdPrefix="m314" opened={opened} read={market}>
      {(state) => (
        <Row gutter={[20, 20]}>
          <Col xs={24} lg={14}>
            <Flex vertical gap={20}>
              <Market314Overview state={state} coin={coin} />
              <Sale314Section state={state} account={account} coin={coin} />
              <Invite314Panel state={state} account={account} linkedInviter={inviter} />
              <Credit314Claim state={state} account={account} coin={coin} />
              <Owner314Actions state={state} account={account} coin={coin} />
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            <TradePanel314 state={state} account={account} coin={coin} />
          </Col>
        </Row>
      )}
    </TokenScreen>
  )
}

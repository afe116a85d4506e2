import { Col, Flex, Row } from 'antd'
import type { ReactNode } from 'react'
import { useIsMobile } from '../../base/useIsMobile.ts'

/**
 * The inscription screens' two columns: the form, and beside it `side` (the tick card and the
 * exact bytes). On a phone there is no second column: `children` receives `side` to place inside
 * the form, between its fields and its button, so both are read before paying (null on a desktop).
 *
 * @example
 * <InscribeColumns side={<>{tickCard}{bytes}</>}>{(inline) => <Panel>…{inline}<Submit /></Panel>}</InscribeColumns>
 */
export function InscribeColumns({
  side,
  children,
}: {
  side: ReactNode
  children: (inline: ReactNode) => ReactNode
}) {
  const isMobile = useIsMobile()
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        {children(
          isMobile ? (
            <Flex vertical gap={16} style={{ marginBottom: 16 }}>
              {side}
            </Flex>
          ) : null,
        )}
      </Col>
      {!isMobile && (
        <Col xs={24} lg={10}>
          <Flex vertical gap={20}>
            {side}
          </Flex>
        </Col>
      )}
    </Row>
  )
}

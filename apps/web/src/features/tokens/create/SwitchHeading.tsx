import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Flex, Form, Switch, theme } from 'antd'
import { useId } from 'react'

/**
 * A section's title with the switch that turns the section on, drawn as a divider with its title
 * at the start (antd's Divider draws a separator, which must hold no control): the title names
 * the switch.
 */
export function SwitchHeading({
  title,
  name,
  testId,
}: {
  title: string
  name: keyof TokenFormValues
  testId: string
}) {
  const { token } = theme.useToken()
  const id = useId()
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`
  return (
    <Flex align="center" gap={8} style={{ margin: `${token.marginLG}px 0` }}>
      <span aria-hidden style={{ width: '5%', borderBlockStart: line }} />
      <span id={id} style={{ fontWeight: 500, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>
        {title}
      </span>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch size="small" aria-labelledby={id} data-testid={testId} />
      </Form.Item>
      <span aria-hidden style={{ flex: 1, borderBlockStart: line }} />
    </Flex>
  )
}

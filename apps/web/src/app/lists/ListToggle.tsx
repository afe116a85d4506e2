import { Flex, Switch, Typography } from 'antd'

/**
 * A small labelled switch above a list ("My pools", "Ended pools"): the words beside it name it
 * and, as its label, toggle it too.
 *
 * @example
 * <ListToggle checked={mine} onChange={setMine} label={t('list.mine')} testId="earn-list-mine" />
 */
export function ListToggle({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  testId: string
}) {
  return (
    <Flex component="label" gap={6} align="center">
      <Switch size="small" checked={checked} onChange={onChange} aria-label={label} data-testid={testId} />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  )
}

import { CheckOutlined } from '@ant-design/icons'
import { Button, Flex } from 'antd'
import { type ReactNode, useState } from 'react'
import { LazyPopover } from './LazyPopover.tsx'

/** One choice of a header chooser: its value, its words, and its `lang` where they are in another language. */
export type Choice<Value extends string> = { value: Value; label: ReactNode; lang?: string }

/**
 * A header chooser (the language, the global size): an icon button that opens a popover of text
 * buttons, the current one pressed and ticked; choosing one closes it. A popover of buttons rather
 * than antd's Dropdown menu: the menu component costs about 25 kB gzip on every first load for
 * four entries. Test ids: `testId` on the button, `<testId prefix>-<value>` on each choice.
 *
 * @example
 * <ChoicePopover icon={<GlobalOutlined />} label={t('language.label')} testId="language-switch"
 *   choiceTestIdPrefix="language" choices={choices} current={language} onChoose={choose} />
 */
export function ChoicePopover<Value extends string>({
  icon,
  label,
  testId,
  choiceTestIdPrefix,
  choices,
  current,
  onChoose,
  minWidth,
}: {
  icon: ReactNode
  label: string
  testId: string
  choiceTestIdPrefix: string
  choices: readonly Choice<Value>[]
  current: Value
  onChoose: (value: Value) => void
  minWidth: number
}) {
  const [open, setOpen] = useState(false)
  const content = (
    <Flex vertical gap={2} style={{ minWidth }}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          type="text"
          block
          lang={choice.lang}
          aria-pressed={choice.value === current}
          data-testid={`${choiceTestIdPrefix}-${choice.value}`}
          style={{ justifyContent: 'space-between' }}
          onClick={() => {
            setOpen(false)
            onChoose(choice.value)
          }}
        >
          {choice.label}
          {choice.value === current && <CheckOutlined />}
        </Button>
      ))}
    </Flex>
  )
  return (
    <LazyPopover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
    >
      <Button type="text" icon={icon} aria-label={label} title={label} data-testid={testId} />
    </LazyPopover>
  )
}

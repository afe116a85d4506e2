import {
  type ImportedWallet,
  type KeyLineIssue,
  parsePrivateKeys,
} from '@tokenbox/core/collect/parsePrivateKeys.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Input, Switch, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListFileButton } from '../files/ListFileButton.tsx'
import { LineIssues } from './LineIssues.tsx'

type ImportReport = {
  added: number
  duplicates: number
  issues: { line: number; issue: KeyLineIssue }[]
  /** The lines came from the box (not a file), so they can be removed there. */
  fromBox: boolean
}

/**
 * Import: private keys one per line, typed, pasted or read from a CSV/TXT/XLSX file in the page.
 * The box masks what is typed unless "Show keys" is on, and is emptied once every line is
 * imported; the keys then live only in the screen's state (no storage, no request, no log).
 * A file goes straight into the list without passing through the box. Refused lines are listed by
 * number; "Remove invalid lines" takes them out of the box (the masked keys are hard to edit by
 * hand), leaving the lines that were imported.
 */
export function ImportKeysPanel({
  onImport,
  disabled,
  testIdPrefix = 'collect',
  hint,
}: {
  /** Adds the wallets; returns how many were already in the list. */
  onImport: (wallets: ImportedWallet[]) => number
  disabled: boolean
  /** Test ids start with it (`collect` on the collect screen). */
  testIdPrefix?: string
  /** The screen's own words on where the keys go (the collect screen's by default). */
  hint?: string
}) {
  const { t } = useTranslation('collect')
  const [text, setText] = useState('')
  const [visible, setVisible] = useState(false)
  const [report, setReport] = useState<ImportReport | null>(null)

  const importText = (source: string, fromBox: boolean) => {
    const parsed = parsePrivateKeys(source)
    const known = onImport(parsed.wallets)
    setReport({
      added: parsed.wallets.length - known,
      duplicates: parsed.duplicates + known,
      issues: parsed.issues,
      fromBox,
    })
    if (fromBox && parsed.issues.length === 0) setText('')
  }

  const removeInvalid = (cleaned: string) => {
    setText(cleaned)
    setReport((previous) => previous && { ...previous, issues: [] })
  }

  return (
    <Panel title={t('import.title')} data-testid={`${testIdPrefix}-import`}>
      <Typography.Paragraph type="secondary">{hint ?? t('import.hint')}</Typography.Paragraph>
      <Input.TextArea
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        spellCheck={false}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        placeholder={t('import.placeholder')}
        disabled={disabled}
        data-testid={`${testIdPrefix}-keys`}
        style={{ fontFamily: 'monospace', ...(visible ? {} : { WebkitTextSecurity: 'disc' }) }}
      />
      <Flex gap={12} align="center" wrap style={{ marginTop: 12 }}>
        <Button
          type="primary"
          disabled={disabled || !text.trim()}
          onClick={() => importText(text, true)}
          data-testid={`${testIdPrefix}-import-button`}
        >
          {t('import.submit')}
        </Button>
        <ListFileButton
          onText={(fileText) => importText(fileText, false)}
          testId={`${testIdPrefix}-keys-file`}
        />
        <Flex component="label" gap={6} align="center">
          <Switch
            size="small"
            checked={visible}
            onChange={setVisible}
            data-testid={`${testIdPrefix}-show-keys`}
          />
          <Typography.Text>{t('import.show')}</Typography.Text>
        </Flex>
      </Flex>
      {report && (
        <Alert
          style={{ marginTop: 12 }}
          type={report.issues.length > 0 ? 'warning' : 'success'}
          showIcon
          data-testid={`${testIdPrefix}-import-report`}
          title={t('import.report', { count: report.added, duplicates: report.duplicates })}
        />
      )}
      {report && report.issues.length > 0 && (
        <div style={{ marginTop: 12 }}>
          <LineIssues
            issues={report.issues}
            testId={`${testIdPrefix}-import-issues`}
            reason={(issue) => t(`import.${issue.issue}`)}
            removeFrom={
              report.fromBox &&
              Boolean(text.trim()) && {
                text,
                onText: removeInvalid,
                testId: `${testIdPrefix}-remove-bad-lines`,
              }
            }
          />
        </div>
      )}
    </Panel>
  )
}

import {
  type ImportedWallet,
  type KeyLineIssue,
  parsePrivateKeys,
} from '@tokenbox/core/collect/parsePrivateKeys.ts'
import { Alert, Button, Flex, Input, List, Switch, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListFileButton } from '../../../app/files/ListFileButton.tsx'
import { Panel } from '../../../app/layout/Panel.tsx'

type ImportReport = {
  added: number
  duplicates: number
  issues: { line: number; issue: KeyLineIssue }[]
}

/**
 * Import: private keys one per line, typed, pasted or read from a CSV/TXT/XLSX file in the page.
 * The box masks what is typed unless "Show keys" is on, and is emptied once every line is
 * imported; the keys then live only in the screen's state (no storage, no request, no log).
 * A file goes straight into the list without passing through the box.
 */
export function ImportKeysPanel({
  onImport,
  disabled,
}: {
  /** Adds the wallets; returns how many were already in the list. */
  onImport: (wallets: ImportedWallet[]) => number
  disabled: boolean
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
    })
    if (fromBox && parsed.issues.length === 0) setText('')
  }

  return (
    <Panel title={t('import.title')} data-testid="collect-import">
      <Typography.Paragraph type="secondary">{t('import.hint')}</Typography.Paragraph>
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
        data-testid="collect-keys"
        style={{ fontFamily: 'monospace', ...(visible ? {} : { WebkitTextSecurity: 'disc' }) }}
      />
      <Flex gap={12} align="center" wrap style={{ marginTop: 12 }}>
        <Button
          type="primary"
          disabled={disabled || !text.trim()}
          onClick={() => importText(text, true)}
          data-testid="collect-import-button"
        >
          {t('import.submit')}
        </Button>
        <ListFileButton onText={(fileText) => importText(fileText, false)} testId="collect-keys-file" />
        <Flex gap={6} align="center">
          <Switch size="small" checked={visible} onChange={setVisible} data-testid="collect-show-keys" />
          <Typography.Text>{t('import.show')}</Typography.Text>
        </Flex>
      </Flex>
      {report && (
        <Alert
          style={{ marginTop: 12 }}
          type={report.issues.length > 0 ? 'warning' : 'success'}
          showIcon
          data-testid="collect-import-report"
          title={t('import.report', { count: report.added, duplicates: report.duplicates })}
          description={
            report.issues.length > 0 && (
              <List
                size="small"
                data-testid="collect-import-issues"
                dataSource={report.issues.slice(0, 50)}
                renderItem={(issue) => (
                  <List.Item style={{ padding: '2px 0' }}>
                    {t('import.issue', { line: issue.line, reason: t(`import.${issue.issue}`) })}
                  </List.Item>
                )}
              />
            )
          }
        />
      )}
    </Panel>
  )
}

import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import type { LazyNamespace } from '@tokenbox/ui/i18n/languages.ts'
import { Form, type FormInstance } from 'antd'
import { type ReactNode, useState } from 'react'
import { useConnection } from 'wagmi'
import { VerticalForm } from '../../app/forms/VerticalForm.tsx'
import { CreateColumns, type CreationRun } from './CreateColumns.tsx'
import { CreateSubmitFooter } from './CreateSubmitFooter.tsx'

/** A create hook over core's plan (useEarnCreate, useMiningCreate, usePresaleCreate). */
export type DraftCreation<Draft> = CreationRun & {
  submit: (draft: Draft) => Promise<unknown>
  running: boolean
  preparing: boolean
  prepareError: ErrorMessage | null
}

/**
 * A create screen whose form is a draft core validates and plans: the antd form (`children`: its
 * fields) with the submit footer, beside the summary and the run (CreateColumns). The form starts
 * from `initialValues` (read once), is locked while the plan is prepared or run, and hands its
 * whole draft to `creation.submit`. Test ids: `<prefix>-create-form`, `<prefix>-create-submit`,
 * `<prefix>-prepare-error`, and CreateColumns'.
 *
 * @example
 * <DraftCreateForm ns="finance" testIdPrefix="earn" title={t('earn.create.title')} submitLabel={t('earn.create.submit')}
 *   initialValues={defaultEarnDraft} creation={useEarnCreate(factory)} summary={(form) => <EarnSummary form={form} />}
 *   onOpen={onOpen}><EarnFormFields /></DraftCreateForm>
 */
export function DraftCreateForm<Draft>({
  ns,
  testIdPrefix,
  title,
  submitLabel,
  initialValues,
  creation,
  summary,
  onOpen,
  children,
}: {
  ns: LazyNamespace
  testIdPrefix: string
  title: ReactNode
  submitLabel: string
  initialValues: () => Draft
  creation: DraftCreation<Draft>
  summary: (form: FormInstance<Draft>) => ReactNode
  onOpen: (address: string) => void
  children: ReactNode
}) {
  const { address } = useConnection()
  const [form] = Form.useForm<Draft>()
  const [initial] = useState(initialValues)
  const busy = creation.running || creation.preparing
  return (
    <CreateColumns
      ns={ns}
      title={title}
      testIdPrefix={testIdPrefix}
      summary={summary(form)}
      run={creation}
      onOpen={onOpen}
    >
      <VerticalForm
        form={form}
        initialValues={initial as never}
        onFinish={() => void creation.submit(form.getFieldsValue(true) as Draft)}
        disabled={busy}
        data-testid={`${testIdPrefix}-create-form`}
        scrollToFirstError
      >
        {children}
        <CreateSubmitFooter
          connected={!!address}
          prepareError={creation.prepareError}
          busy={busy}
          label={submitLabel}
          submitTestId={`${testIdPrefix}-create-submit`}
          prepareErrorTestId={`${testIdPrefix}-prepare-error`}
        />
      </VerticalForm>
    </CreateColumns>
  )
}

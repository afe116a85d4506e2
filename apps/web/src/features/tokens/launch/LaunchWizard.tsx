import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { launchWizardSteps } from '@tokenbox/core/launch/planLaunch.ts'
import type { LaunchPlan, LaunchTemplateId } from '@tokenbox/core/launch/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Col, Flex, Grid, Row, Steps } from 'antd'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { FormIssue } from '../../../app/forms/FormIssue.tsx'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { LaunchPoolStep } from './LaunchPoolStep.tsx'
import { LaunchProtectStep } from './LaunchProtectStep.tsx'
import { LaunchReview } from './LaunchReview.tsx'
import { LaunchTokenStep } from './LaunchTokenStep.tsx'
import type { useLaunchRun } from './useLaunchRun.ts'
import { useLaunchWizard } from './useLaunchWizard.ts'

const stepKeys = launchWizardSteps

/**
 * The launch's choices, one step at a time (Token, Pool, Protect, Review), in one form so nothing
 * typed is lost going back; each step is checked before the next, and Review lists every
 * transaction before `onStart` saves the plan and runs it. The flow is useLaunchWizard's: the start
 * is core's plan (planLaunch).
 */
export function LaunchWizard({
  entry,
  template,
  onStart,
  locker,
}: {
  entry: ChainEntry
  template: LaunchTemplateId
  onStart: (plan: LaunchPlan) => Promise<void>
  locker: ReturnType<typeof useLaunchRun>['locker']
}) {
  const { t } = useTranslation(['launch', 'tokens', 'errors'])
  const wizard = useLaunchWizard({ entry, template, locker, onStart })
  const { form, initialValues, values, assets, current, issue, starting } = wizard
  // On a phone the four titles do not fit in a row: only the current step's is written out.
  const narrow = !Grid.useBreakpoint().sm

  const stepBody = [
    <LaunchTokenStep key="token" entry={entry} assets={assets} />,
    <LaunchPoolStep key="pool" entry={entry} assets={assets} />,
    <LaunchProtectStep key="protect" locker={locker} chainId={entry.id} />,
    <LaunchReview key="review" entry={entry} values={values} assets={assets} />,
  ][current]

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24}>
        <Steps
          current={current}
          size="small"
          responsive={false}
          data-testid="launch-wizard-steps"
          items={stepKeys.map((key, index) => ({
            title: narrow && index !== current ? undefined : t(`wizard.${key}`),
          }))}
        />
      </Col>
      <Col xs={24}>
        <Panel title={t(`wizard.${stepKeys[current]}Title`)} data-testid={`launch-step-${stepKeys[current]}`}>
          <VerticalForm
            form={form}
            initialValues={initialValues}
            disabled={starting}
            data-testid="launch-form"
          >
            {stepBody}
            {wizard.readError && (
              <ErrorAlert message={wizard.readError} testId="launch-issue" style={{ marginBottom: 16 }} />
            )}
            <FormIssue issue={issue} testId="launch-issue" />
            <Flex gap={12} justify="flex-end" wrap>
              {current > 0 && (
                <Button onClick={wizard.back} data-testid="launch-back">
                  {t('wizard.back')}
                </Button>
              )}
              {current < stepKeys.length - 1 ? (
                <Button type="primary" onClick={wizard.next} data-testid="launch-next">
                  {t('wizard.next')}
                </Button>
              ) : (
                <Button type="primary" loading={starting} onClick={wizard.launch} data-testid="launch-start">
                  {t('wizard.start')}
                </Button>
              )}
            </Flex>
          </VerticalForm>
        </Panel>
      </Col>
    </Row>
  )
}

import {
  type InscriptionFormValues,
  toInscriptionParameters,
} from '@tokenbox/core/tokens/inscription/inscriptionFormValues.ts'
import { useConnection } from 'wagmi'
import { useTemplateCreate } from '../create/useTemplateCreate.ts'

/**
 * The creation of an inscription token, owned here so the panel only renders: the shared template
 * creation (useTemplateCreate) fed with the inscription form's parameters.
 *
 * @example
 * const creation = useInscriptionCreate()
 * <Form onFinish={creation.submit}>…</Form>
 */
export function useInscriptionCreate() {
  const { address } = useConnection()
  const creation = useTemplateCreate()
  const submit = async (values: InscriptionFormValues) => {
    if (!address) return
    await creation.create(toInscriptionParameters(values, address))
  }
  return { ...creation, submit }
}

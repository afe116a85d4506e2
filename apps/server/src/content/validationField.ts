/** The parts of an Ajv error this module reads (Fastify's `request.validationError.validation`). */
type AjvErrorLike = {
  instancePath?: string
  keyword?: string
  params?: Record<string, unknown>
}

/**
 * The name of the input field a schema validation error is about, for messages such as
 * `invalid email`: `email` for `/email`, the missing property of a `required` error, `body` when the
 * whole input is wrong (not an object). Nested paths keep their dots (`items.0`).
 *
 * @example
 * validationField(request.validationError) // 'description'
 */
export function validationField(error: { validation?: readonly AjvErrorLike[] } | undefined | null): string {
  const first = error?.validation?.[0]
  if (!first) return 'body'
  const path = (first.instancePath ?? '').split('/').filter(Boolean).join('.')
  if (first.keyword === 'required' && typeof first.params?.missingProperty === 'string') {
    return path ? `${path}.${first.params.missingProperty}` : first.params.missingProperty
  }
  if (first.keyword === 'additionalProperties' && typeof first.params?.additionalProperty === 'string') {
    return first.params.additionalProperty
  }
  return path || 'body'
}

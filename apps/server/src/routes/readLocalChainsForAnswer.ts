import type { FastifyReply, FastifyRequest } from 'fastify'
import { LocalDeploymentsInvalidError, readLocalDeployments } from '../local/readLocalDeployments.ts'
import { failureEnvelope } from './envelope.ts'

/**
 * The enabled local chains' deployments for a route to answer with, read afresh; or undefined once
 * `reply` has answered 500 because a deployments file is not JSON. Saying so beats pretending the
 * local chain is off: the client may retry, and a redeploy finishes writing the file within moments.
 *
 * @example
 * const chains = await readLocalChainsForAnswer(localDeployments, request, reply)
 * if (chains === undefined) return reply
 */
export async function readLocalChainsForAnswer(
  localDeployments: readonly string[],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown[] | undefined> {
  try {
    return await readLocalDeployments(localDeployments)
  } catch (error) {
    if (!(error instanceof LocalDeploymentsInvalidError)) throw error
    request.log.error({ file: error.file }, 'local deployments file is not valid JSON')
    reply.code(500).send(failureEnvelope('local deployments file is not valid JSON'))
    return undefined
  }
}

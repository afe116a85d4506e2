import type { FastifyPluginAsync } from 'fastify'
import type { DonationAddresses } from '../config.ts'
import { successEnvelope } from './envelope.ts'

export type DonationRouteOptions = { donation: DonationAddresses }

/** The Donate page's recipients: `default` for every chain, `byChainId` where a chain has its own. */
export type DonationInfo = {
  default: string | null
  /** Chain id (decimal text, as JSON keys are) -> address. */
  byChainId: Readonly<Record<string, string>>
}

/**
 * `GET /api/v1/web/donation`: the project's donation addresses (DONATION_ADDRESS,
 * DONATION_ADDRESS_<chainId>), checksummed. A route of its own rather than a field of
 * `/v1/web/config`: only the Donate page needs it, and the config is read before the first paint.
 *
 * @example
 * // GET /api/v1/web/donation
 * // 200 { status: '1', message: 'OK', data: { default: '0xAb…', byChainId: { '56': '0xCd…' } } }
 */
export const donationRoute: FastifyPluginAsync<DonationRouteOptions> = async (app, options) => {
  const info: DonationInfo = {
    default: options.donation.default ?? null,
    byChainId: Object.fromEntries(
      Object.entries(options.donation.byChainId).map(([chainId, address]) => [chainId, address]),
    ),
  }
  app.get('/v1/web/donation', async () => successEnvelope<DonationInfo>(info))
}

import { BaseError } from './BaseError.ts'

/**
 * The endpoint serves no event logs: it refused eth_getLogs for a single block as it refuses a wide
 * range (BSC's public nodes answer every eth_getLogs "limit exceeded"). Asking for less cannot help;
 * another RPC can. classifyRpcRefusal reads it as `methodUnsupported`, whatever its cause says.
 */
export class LogsNotServedError extends BaseError {
  constructor({ cause }: { cause?: unknown } = {}) {
    super('The RPC serves no event logs (eth_getLogs), not even for one block.', {
      cause,
      name: 'LogsNotServedError',
    })
  }
}

/**
 * The config struct a template's constructor takes: its parameters without `template` (the normal,
 * compound and marketing templates take exactly that; createTokenDeployStep sends it, and tests
 * and benches that deploy a template themselves send the same).
 *
 * @example
 * deploy({ abi: tokenTemplates.normal.abi, bytecode, args: [constructorConfigOf(parameters)] })
 */
export function constructorConfigOf<parameters extends { template: string }>(
  parameters: parameters,
): Omit<parameters, 'template'> {
  const { template: _template, ...config } = parameters
  return config
}

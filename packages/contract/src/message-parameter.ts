/**
 * A message with parameters, named so an error can carry them as `{ [name]: value }`: still called
 * with the values in order (`REQUEST_MESSAGES.unknownField('email')`), and its Arabic twin takes the
 * same values.
 */
export type ParameterMessage<Name extends string> = ((...values: string[]) => string) & {
  readonly parameters: readonly Name[];
};

/** Names the parameter of a one-parameter message (see `ParameterMessage`). */
export function withParameter<Name extends string>(
  parameter: Name,
  message: (value: string) => string,
): ParameterMessage<Name> {
  return Object.assign((value: string) => message(value), { parameters: [parameter] as const });
}

/** Names the parameters of a message, in the order its function takes them. */
export function withParameters<Name extends string>(
  parameters: readonly Name[],
  message: (...values: string[]) => string,
): ParameterMessage<Name> {
  // The message itself, so it keeps its arity: its Arabic twin is checked to take as many values.
  return Object.assign(message, { parameters });
}

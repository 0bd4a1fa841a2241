/** The middle value of a run of measurements (the upper one of an even count), as the measuring scripts print it. */
export const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

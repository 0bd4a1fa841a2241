/**
 * Resolves in a later task of the event loop. Splits work that would be one long task on a phone's CPU (a
 * module's evaluation, then what uses it): between the two the browser may paint and handle input.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

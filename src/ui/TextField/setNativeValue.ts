/**
 * Sets an input's value the way a user would, so React's onChange (and react-hook-form's `register`)
 * see it: through the native setter, then a bubbling `input` event.
 */
export function setNativeValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

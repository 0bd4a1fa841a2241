import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { rawTokens } from '@/theme';
import { Pad } from '../_shared/stories';
import { ImageUpload, type ImageUploadProps, type UploadFn } from './ImageUpload';

const c = rawTokens.dark;
const uploaded = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" rx="12" fill="${c.info}"/><text x="24" y="110" font-family="sans-serif" font-size="28" fill="${c.textInverse}">ID card (front)</text></svg>`,
)}`;

/** Deterministic fake uploads: progress in fixed steps, then a fixed URL (or a failure). */
const succeed: UploadFn = async (_f, { onProgress }) => {
  for (const p of [0.25, 0.5, 0.75, 1]) {
    onProgress(p);
    await new Promise((r) => setTimeout(r, 50));
  }
  return uploaded;
};
const never: UploadFn = (_f, { onProgress }) => {
  onProgress(0.6);
  return new Promise(() => {});
};
const fail: UploadFn = async () => {
  throw new Error('offline');
};

function Controlled(props: ImageUploadProps) {
  const [v, setV] = useState(props.value);
  return (
    <ImageUpload
      {...props}
      value={v}
      onChange={(x) => {
        setV(x);
        props.onChange(x);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'UI/ImageUpload',
  component: ImageUpload,
  args: {
    label: 'Front of ID card',
    value: null,
    upload: succeed,
    onChange: fn(),
    compress: async (f: File) => f,
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

const pick = (canvasElement: HTMLElement, file: File) => {
  const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
  const dt = new DataTransfer();
  dt.items.add(file);
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const photo = (bytes = 2000) => new File([new Uint8Array(bytes)], 'id.jpg', { type: 'image/jpeg' });

export const Playground = meta.story({});
export const Empty = meta.story({});
export const Uploaded = meta.story({ args: { value: uploaded } });
export const Disabled = meta.story({ args: { disabled: true } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
export const Uploading = meta.story({
  args: { upload: never },
  play: async ({ canvas, canvasElement }) => {
    pick(canvasElement, photo());
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
});
export const UploadError = meta.story({
  args: { upload: fail },
  play: async ({ canvas, canvasElement }) => {
    pick(canvasElement, photo());
    await expect(await canvas.findByRole('button', { name: 'Retry upload' })).toBeInTheDocument();
  },
});
export const TooLarge = meta.story({
  args: { maxBytes: 1000 },
  play: async ({ canvas, canvasElement }) => {
    pick(canvasElement, photo(5000));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/larger than/);
  },
});
export const UploadFlow = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    pick(canvasElement, photo());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(uploaded));
    await expect(canvas.getByRole('button', { name: 'Remove Front of ID card' })).toBeInTheDocument();
  },
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { fitWithin } from './compress';
import { ImageUpload, type UploadFn } from './ImageUpload';

describe('fitWithin', () => {
  it('scales the longest edge down, keeps the ratio and never upscales', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1000, 3000, 1500)).toEqual({ width: 500, height: 1500 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(5000, 1, 100)).toEqual({ width: 100, height: 1 });
  });
});

function Harness({ upload, maxBytes, removable }: { upload: UploadFn; maxBytes?: number; removable?: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <>
      <ImageUpload
        label="Front of ID"
        value={url}
        onChange={setUrl}
        upload={upload}
        maxBytes={maxBytes}
        removable={removable}
        compress={async (f) => f}
      />
      <output data-testid="url">{url ?? ''}</output>
    </>
  );
}

const photo = (bytes = 1000) => new File([new Uint8Array(bytes)], 'id.jpg', { type: 'image/jpeg' });

describe('ImageUpload', () => {
  it('uploads with progress and reports the URL', async () => {
    let progress: (f: number) => void = () => {};
    let finish: (url: string) => void = () => {};
    const upload = vi.fn<UploadFn>((_file, { onProgress }) => {
      progress = onProgress;
      return new Promise((r) => (finish = r));
    });
    renderUi(<Harness upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Front of ID'), photo());
    act(() => progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuetext', '40%');
    await act(async () => finish('https://cdn/id.jpg'));
    expect(screen.getByTestId('url')).toHaveTextContent('https://cdn/id.jpg');
    expect(screen.getByRole('button', { name: 'Remove Front of ID' })).toBeInTheDocument();
  });

  it('offers only Replace where a picture cannot be removed (an avatar)', async () => {
    renderUi(<Harness upload={async () => 'https://cdn/me.jpg'} removable={false} />);
    await userEvent.upload(screen.getByLabelText('Front of ID'), photo());
    expect(await screen.findByTestId('url')).toHaveTextContent('https://cdn/me.jpg');
    expect(screen.getByText('Replace: Front of ID')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Front of ID' })).toBeNull();
  });

  it('offers Retry after a failed upload, with the same file', async () => {
    const upload = vi.fn<UploadFn>().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce('https://cdn/ok.jpg');
    renderUi(<Harness upload={upload} />);
    const file = photo();
    await userEvent.upload(screen.getByLabelText('Front of ID'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(await screen.findByTestId('url')).toHaveTextContent('https://cdn/ok.jpg');
    expect(upload.mock.calls[1]![0]).toBe(upload.mock.calls[0]![0]);
  });

  it('refuses a file over the limit and a file that is not an image', async () => {
    const upload = vi.fn<UploadFn>();
    renderUi(<Harness upload={upload} maxBytes={500} />);
    const input = screen.getByLabelText('Front of ID');
    await userEvent.upload(input, photo(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not a picture');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(upload).not.toHaveBeenCalled();
  });
});

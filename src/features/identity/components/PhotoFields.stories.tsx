import type { StoryContext } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import * as z from 'zod/mini';
import preview from '../../../../.storybook/preview';
import { refusal } from '@/testing';
import { memberSession, photoFile } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { Button } from '@/ui/Button';
import { useZodForm } from '@/ui/Form';
import { Pad } from '@/ui/_shared/stories';
import { usePhotoUpload } from '../hooks';
import { photo } from '../rules';
import { $Form } from './parts';
import { PhotoFields } from './PhotoFields';

const PHOTOS = ['front', 'reverse', 'hand'] as const;
const schema = z.object({ front: photo, reverse: photo, hand: photo });
type Photos = z.output<typeof schema>;

/**
 * The photos of a level in a form of their own (level 1 asks for all three), uploaded to the story's demo exchange
 * as the signed-in member; "Submit for review" hands the uploaded addresses to `onSubmit`.
 */
function PhotoForm({ onSubmit }: { onSubmit: (photos: Photos) => void }) {
  const { t } = useTranslation('identity');
  const { upload } = usePhotoUpload();
  const form = useZodForm(schema, { defaultValues: { front: null, reverse: null, hand: null } });
  return (
    <$Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('level1.form')}>
      <PhotoFields control={form.control} names={PHOTOS} upload={upload} />
      <Button type="submit" block>
        {t('form.submit')}
      </Button>
    </$Form>
  );
}

const meta = preview.meta({
  title: 'Identity/PhotoFields',
  component: PhotoForm,
  args: { onSubmit: fn() },
  parameters: { session: memberSession },
  beforeEach: signedIn(),
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

type Play = Pick<StoryContext, 'canvas' | 'userEvent'>;

/** Picks the sample photo for the field named `label` and waits until it is uploaded. */
async function choose({ canvas, userEvent }: Play, label: string) {
  await userEvent.upload(canvas.getByLabelText(label, { selector: 'input' }), photoFile());
  await expect(
    await canvas.findByRole('button', { name: `Remove ${label}` }, { timeout: 5000 }),
  ).toBeVisible();
}

/** Nothing chosen yet: three empty pickers. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Front of the document', { selector: 'input' })).toBeEnabled();
    await expect(canvas.getByLabelText('Back of the document', { selector: 'input' })).toBeEnabled();
    await expect(canvas.getByLabelText('You holding the document', { selector: 'input' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});

/** Every photo chosen and uploaded: each shows its picture and Remove, and the form goes through. */
export const PhotosChosen = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    for (const label of ['Front of the document', 'Back of the document', 'You holding the document'])
      await choose({ canvas, userEvent }, label);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          front: expect.stringMatching(/\/upload\//),
          reverse: expect.stringMatching(/\/upload\//),
          hand: expect.stringMatching(/\/upload\//),
        },
        expect.anything(),
      ),
    );
    await expect(canvas.queryByText('Upload every photo asked for')).not.toBeInTheDocument();
  },
});

/** Sent with a photo missing: one notice for them all, and nothing is sent. */
export const Missing = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await choose({ canvas, userEvent }, 'Front of the document');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Upload every photo asked for');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The notice goes as soon as the last missing photo is there. */
export const MissingThenChosen = meta.story({
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(await canvas.findByText('Upload every photo asked for')).toBeVisible();
    for (const label of ['Front of the document', 'Back of the document', 'You holding the document'])
      await choose({ canvas, userEvent }, label);
    await waitFor(() => expect(canvas.queryByText('Upload every photo asked for')).not.toBeInTheDocument());
  },
});

/** The server refused the picture: the field says so and offers Retry with the same file. */
export const UploadRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/upload', () => HttpResponse.json(refusal('The picture could not be stored'))));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(
      canvas.getByLabelText('Front of the document', { selector: 'input' }),
      photoFile(),
    );
    await expect(
      await canvas.findByRole('button', { name: 'Retry upload' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Upload failed. Check your connection and try again.')).toBeVisible();
  },
});

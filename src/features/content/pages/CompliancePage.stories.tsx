import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import CompliancePage from './CompliancePage';

const meta = preview.meta({
  title: 'Pages/Content/Compliance',
  component: CompliancePage,
  parameters: { route: ROUTES.compliance.path },
  render: () => (
    <RouteHarness path={ROUTES.compliance.path}>
      <CompliancePage />
    </RouteHarness>
  ),
});

/** The app's own text: the introduction and its five sections. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('heading', { level: 2 })).toHaveLength(5);
  },
});

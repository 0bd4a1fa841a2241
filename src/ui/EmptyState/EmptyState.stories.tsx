import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { Search } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = preview.meta({ title: 'UI/EmptyState', component: EmptyState, args: {} });

export const Playground = meta.story({});
export const WithDescription = meta.story({ args: { title: 'No results', description: 'Try another coin name or symbol.', icon: Search } });
export const WithAction = meta.story({ args: { title: 'No bank cards yet', action: <Button size="sm">Add a card</Button> } });
export const Compact = meta.story({ args: { compact: true } });

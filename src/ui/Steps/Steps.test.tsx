import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { Steps } from './Steps';

const items = [{ title: 'Submit' }, { title: 'Review' }, { title: 'Done' }];

describe('Steps', () => {
  it('marks done steps in words and the current one with aria-current', () => {
    renderUi(<Steps items={items} current={1} aria-label="Verification" />);
    const list = screen.getByRole('list', { name: 'Verification' });
    const steps = screen.getAllByRole('listitem');
    expect(list).toContainElement(steps[0]!);
    expect(steps[0]).toHaveTextContent('Submit (Completed)');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).not.toHaveAttribute('aria-current');
  });

  it('says when the current step failed', () => {
    renderUi(<Steps items={items} current={1} error />);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Review (Failed)');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createClock } from '../_shared/storyClock';
import { renderUi } from '../_shared/test-utils';
import { NftTile } from './NftTile';

const clock = createClock();

describe('NftTile', () => {
  it('shows the current bid and a countdown for an auction, as one link', () => {
    renderUi(
      <NftTile
        name="Genesis #12"
        media={{ kind: 'image', src: 'a.png' }}
        rarity="legendary"
        saleMode="auction"
        status="auction"
        coin="ETH"
        currentBid="1.2500"
        endAt={clock.now() + 3_600_000}
        now={clock.now}
        to="/nft/12"
      />,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('Current bid');
    expect(link).toHaveTextContent('1.25 ETH');
    expect(link).toHaveTextContent('Legendary');
    expect(screen.getByRole('timer', { name: 'Ends in' })).toHaveTextContent('01:00:00');
  });

  it('shows the cover and a type label for audio, and a fixed price for a blind box', () => {
    renderUi(<NftTile name="Lo-fi loop" media={{ kind: 'audio', src: 'a.mp3', poster: 'cover.png' }} saleMode="blindBox" status="listed" coin="USDT" price="20" />);
    expect(screen.getByText('Audio')).toBeInTheDocument();
    expect(screen.getByText('Blind box')).toBeInTheDocument();
    expect(screen.getByText('20.00 USDT')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', 'cover.png');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

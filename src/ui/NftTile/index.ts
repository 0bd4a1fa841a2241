export { NftTile, type NftTileProps, type NftMediaKind, type NftRarity, type NftSaleMode } from './NftTile';

export { QRCode, type QRCodeProps } from './QRCode';
export { qrSvg } from './qr';

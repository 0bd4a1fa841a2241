export { ImageUpload, type ImageUploadProps, type UploadFn } from './ImageUpload';
export { compressImage, fitWithin, type CompressOptions } from './compress';

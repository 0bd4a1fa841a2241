export { ImageUpload, type ImageUploadProps, type UploadFn } from './ImageUpload';
export type { CompressOptions } from './compress';

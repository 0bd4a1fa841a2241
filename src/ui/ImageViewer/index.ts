export { ImageViewer, ZOOM_MIN, ZOOM_MAX, type ImageViewerProps, type ViewerImage } from './ImageViewer';

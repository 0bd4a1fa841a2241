export { Skeleton, SkeletonText, SkeletonList, type SkeletonProps, type SkeletonTextProps, type SkeletonListProps } from './Skeleton';

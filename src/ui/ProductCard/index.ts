export { ProductCard, type ProductCardProps, type ProductKind, type ProductStatus } from './ProductCard';

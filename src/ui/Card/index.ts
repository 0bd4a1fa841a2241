export { Card, CardFields, type CardProps, type FieldItem } from './Card';

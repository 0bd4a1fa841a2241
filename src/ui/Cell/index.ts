export { Cell, CellGroup, type CellProps, type CellGroupProps } from './Cell';
